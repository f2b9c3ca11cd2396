/* The one CUDA platform: created on first use with every device the driver
 * reports, or absent, with the reason, when there is no usable driver. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "driver.h"
#include "errors.h"
#include "info.h"
#include "objects.h"
#include "trace.h"

pi_result device_init(pi_platform platform, struct _pi_device *device, int ordinal);

static struct {
  pthread_once_t once;
  struct _pi_platform platform;
  const char *absent_reason; /* NULL when the platform exists */
  char failure_text[256];
  char reason_text[512];
} state = {.once = PTHREAD_ONCE_INIT};

uint64_t host_clock_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static const char *cuda_failure(const char *what, CUresult status) {
  const char *name = "CUDA_ERROR_<unknown>";
  cu.cuGetErrorName(status, &name);
  snprintf(state.failure_text, sizeof state.failure_text, "%s failed: %s", what, name);
  return state.failure_text;
}

static const char *create_platform(void) {
  const char *reason = cuda_driver_load();
  if (reason)
    return reason;
  CUresult status = cu.cuInit(0);
  if (status != CUDA_SUCCESS)
    return cuda_failure("cuInit", status);
  int count = 0;
  status = cu.cuDeviceGetCount(&count);
  if (status != CUDA_SUCCESS)
    return cuda_failure("cuDeviceGetCount", status);
  if (count == 0)
    return "the CUDA driver reports no device";
  struct _pi_platform *p = &state.platform;
  p->devices = calloc((size_t)count, sizeof *p->devices);
  if (!p->devices)
    return "out of host memory";
  cu.cuDriverGetVersion(&p->driver_version);
  for (int i = 0; i < count; ++i) {
    if (device_init(p, &p->devices[p->num_devices], i) == PI_SUCCESS)
      p->num_devices++;
  }
  if (p->num_devices == 0)
    return "no CUDA device could be initialised";
  p->magic = MAGIC_PLATFORM;
  return NULL;
}

static void init_once(void) {
  const char *reason = create_platform();
  if (reason) {
    snprintf(state.reason_text, sizeof state.reason_text,
             "pi_cuda: 0 platforms: %s", reason);
    state.absent_reason = state.reason_text;
    if (pi_trace_enabled())
      pi_trace_line("0 platforms: %s", reason);
  }
}

static pi_platform the_platform(void) {
  pthread_once(&state.once, init_once);
  return state.absent_reason ? NULL : &state.platform;
}

pi_device platform_find_device(CUdevice cu_device) {
  pi_platform p = the_platform();
  for (uint32_t i = 0; p && i < p->num_devices; ++i)
    if (p->devices[i].cu_device == cu_device)
      return &p->devices[i];
  return NULL;
}

static pi_result platforms_get(pi_uint32 num_entries, pi_platform *platforms,
                               pi_uint32 *num_platforms) {
  if ((num_entries == 0 && platforms) || (!platforms && !num_platforms))
    return PI_ERROR_INVALID_VALUE;
  pi_platform p = the_platform();
  if (!p)
    pi_set_last_error(PI_SUCCESS, state.absent_reason);
  if (num_platforms)
    *num_platforms = p ? 1 : 0;
  if (platforms && p)
    platforms[0] = p;
  return PI_SUCCESS;
}

pi_result piPlatformsGet(pi_uint32 num_entries, pi_platform *platforms,
                         pi_uint32 *num_platforms) {
  PI_TRACED(platforms_get(num_entries, platforms, num_platforms),
            "num_entries=%u, platforms=%p, num_platforms=%p -> %u", num_entries,
            (void *)platforms, (void *)num_platforms, num_platforms ? *num_platforms : 0);
}

static pi_result platform_get_info(pi_platform platform, pi_platform_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return PI_ERROR_INVALID_PLATFORM;
  char version[64];
  switch (param_name) {
  case PI_PLATFORM_INFO_NAME:
    INFO_STRING("NVIDIA CUDA BACKEND");
  case PI_PLATFORM_INFO_VENDOR:
    INFO_STRING("NVIDIA Corporation");
  case PI_PLATFORM_INFO_PROFILE:
    INFO_STRING("FULL PROFILE");
  case PI_PLATFORM_INFO_VERSION:
    snprintf(version, sizeof version, "CUDA %d.%d", platform->driver_version / 1000,
             platform->driver_version % 1000 / 10);
    INFO_STRING(version);
  case PI_PLATFORM_INFO_EXTENSIONS:
    INFO_STRING("");
  case PI_EXT_PLATFORM_INFO_BACKEND:
    INFO_VALUE(pi_platform_backend, PI_EXT_PLATFORM_BACKEND_CUDA);
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piPlatformGetInfo(pi_platform platform, pi_platform_info param_name,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  PI_TRACED(platform_get_info(platform, param_name, param_value_size, param_value,
                              param_value_size_ret),
            "platform=%p, param=0x%x, size=%zu, value=%p", (void *)platform,
            (unsigned)param_name, param_value_size, param_value);
}

static pi_result platform_native_handle(pi_platform platform, pi_native_handle *handle) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return PI_ERROR_INVALID_PLATFORM;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  /* CUDA has no platform object: the handle is the platform itself. */
  *handle = (pi_native_handle)platform;
  return PI_SUCCESS;
}

pi_result piextPlatformGetNativeHandle(pi_platform platform,
                                       pi_native_handle *nativeHandle) {
  PI_TRACED(platform_native_handle(platform, nativeHandle), "platform=%p",
            (void *)platform);
}

static pi_result platform_from_native(pi_native_handle handle, pi_platform *platform) {
  pi_platform p = the_platform();
  if (!platform)
    return PI_ERROR_INVALID_VALUE;
  if (!p || handle != (pi_native_handle)p)
    return PI_ERROR_INVALID_PLATFORM;
  *platform = p;
  return PI_SUCCESS;
}

pi_result piextPlatformCreateWithNativeHandle(pi_native_handle nativeHandle,
                                              pi_platform *platform) {
  PI_TRACED(platform_from_native(nativeHandle, platform), "handle=0x%zx",
            (size_t)nativeHandle);
}

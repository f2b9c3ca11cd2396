/* The one CUDA platform: created on first use with every device the driver
 * reports, or absent, with the reason, when there is no usable driver. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "driver.h"
#include "errors.h"
#include "face_hooks.h"
#include "objects.h"
#include "platform.h"
#include "trace.h"

core_result device_init(core_platform platform, struct cuda_device *device, int ordinal);

static struct {
  pthread_once_t once;
  struct cuda_platform platform;
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
  struct cuda_platform *p = &state.platform;
  p->devices = calloc((size_t)count, sizeof *p->devices);
  if (!p->devices)
    return "out of host memory";
  cu.cuDriverGetVersion(&p->driver_version);
  for (int i = 0; i < count; ++i) {
    if (device_init(p, &p->devices[p->num_devices], i) == CORE_SUCCESS)
      p->num_devices++;
  }
  if (p->num_devices == 0)
    return "no CUDA device could be initialised";
  p->dispatch = face_dispatch;
  p->magic = MAGIC_PLATFORM;
  return NULL;
}

static void init_once(void) {
  const char *reason = create_platform();
  if (reason) {
    snprintf(state.reason_text, sizeof state.reason_text, "%s: 0 platforms: %s", face_name, reason);
    state.absent_reason = state.reason_text;
    if (trace_enabled())
      trace_line("0 platforms: %s", reason);
  }
}

static core_platform the_platform(void) {
  pthread_once(&state.once, init_once);
  return state.absent_reason ? NULL : &state.platform;
}

core_device platform_find_device(CUdevice cu_device) {
  core_platform p = the_platform();
  for (uint32_t i = 0; p && i < p->num_devices; ++i)
    if (p->devices[i].cu_device == cu_device)
      return &p->devices[i];
  return NULL;
}

core_result platforms_get(uint32_t num_entries, core_platform *platforms, uint32_t *num_platforms) {
  if ((num_entries == 0 && platforms) || (!platforms && !num_platforms))
    return CORE_ERROR_INVALID_VALUE;
  core_platform p = the_platform();
  if (!p)
    core_set_last_error(CORE_SUCCESS, state.absent_reason);
  if (num_platforms)
    *num_platforms = p ? 1 : 0;
  if (platforms && p)
    platforms[0] = p;
  return CORE_SUCCESS;
}

core_result platform_native_handle(core_platform platform, uintptr_t *handle) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return CORE_ERROR_INVALID_PLATFORM;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  /* CUDA has no platform object: the handle is the platform itself. */
  *handle = (uintptr_t)platform;
  return CORE_SUCCESS;
}

core_result platform_from_native(uintptr_t handle, core_platform *platform) {
  core_platform p = the_platform();
  if (!platform)
    return CORE_ERROR_INVALID_VALUE;
  if (!p || handle != (uintptr_t)p)
    return CORE_ERROR_INVALID_PLATFORM;
  *platform = p;
  return CORE_SUCCESS;
}

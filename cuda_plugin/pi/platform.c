#include <stdio.h>

#include "face.h"

static core_result platform_get_info(pi_platform platform, pi_platform_info param_name,
                                     size_t param_value_size, void *param_value,
                                     size_t *param_value_size_ret) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return CORE_ERROR_INVALID_PLATFORM;
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
  return CORE_ERROR_INVALID_VALUE;
}

pi_result piPlatformsGet(pi_uint32 num_entries, pi_platform *platforms, pi_uint32 *num_platforms) {
  PI_TRACED(platforms_get(num_entries, platforms, num_platforms),
            "num_entries=%u, platforms=%p, num_platforms=%p -> %u", num_entries, (void *)platforms,
            (void *)num_platforms, num_platforms ? *num_platforms : 0);
}

pi_result piPlatformGetInfo(pi_platform platform, pi_platform_info param_name,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  PI_TRACED(
      platform_get_info(platform, param_name, param_value_size, param_value, param_value_size_ret),
      "platform=%p, param=0x%x, size=%zu, value=%p", (void *)platform, (unsigned)param_name,
      param_value_size, param_value);
}

pi_result piextPlatformGetNativeHandle(pi_platform platform, pi_native_handle *nativeHandle) {
  PI_TRACED(platform_native_handle(platform, nativeHandle), "platform=%p", (void *)platform);
}

pi_result piextPlatformCreateWithNativeHandle(pi_native_handle nativeHandle,
                                              pi_platform *platform) {
  PI_TRACED(platform_from_native(nativeHandle, platform), "handle=0x%zx", (size_t)nativeHandle);
}

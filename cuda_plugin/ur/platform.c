/* The Platform table: the one CUDA platform of the one adapter (none when
 * there is no usable driver), its info, native handle, API version and the
 * compiler options it takes from SYCL. */
#include <stdio.h>
#include <string.h>

#include "device_info.h"

static core_result check_adapter(ur_adapter_handle_t adapter) {
  return adapter == &ur_face_adapter ? CORE_SUCCESS : CORE_ERROR_INVALID_VALUE;
}

static core_result check_platform(ur_platform_handle_t platform) {
  return IS_VALID(platform, MAGIC_PLATFORM) ? CORE_SUCCESS : CORE_ERROR_INVALID_PLATFORM;
}

static core_result get_platforms(ur_adapter_handle_t adapter, uint32_t num_entries,
                                 ur_platform_handle_t *platforms, uint32_t *num_platforms) {
  CORE_CHECK(check_adapter(adapter));
  return platforms_get(num_entries, platforms, num_platforms);
}

static core_result get_info(ur_platform_handle_t platform, ur_platform_info_t prop,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  CORE_CHECK(check_platform(platform));
  char version[64];
  switch (prop) {
  case UR_PLATFORM_INFO_NAME:
    INFO_STRING("NVIDIA CUDA BACKEND");
  case UR_PLATFORM_INFO_VENDOR_NAME:
    INFO_STRING("NVIDIA Corporation");
  case UR_PLATFORM_INFO_VERSION:
    snprintf(version, sizeof version, "CUDA %d.%d", platform->driver_version / 1000,
             platform->driver_version % 1000 / 10);
    INFO_STRING(version);
  case UR_PLATFORM_INFO_EXTENSIONS:
    INFO_STRING("");
  case UR_PLATFORM_INFO_PROFILE:
    INFO_STRING("FULL PROFILE");
  case UR_PLATFORM_INFO_BACKEND:
    INFO_VALUE(ur_backend_t, UR_BACKEND_CUDA);
  case UR_PLATFORM_INFO_ADAPTER:
    INFO_VALUE(ur_adapter_handle_t, &ur_face_adapter);
  default:
    return CORE_ERROR_INVALID_PROPERTY;
  }
}

static core_result api_version(ur_platform_handle_t platform, ur_api_version_t *version) {
  CORE_CHECK(check_platform(platform));
  if (!version)
    return CORE_ERROR_INVALID_VALUE;
  *version = UR_API_VERSION_CURRENT;
  return CORE_SUCCESS;
}

static core_result from_native(ur_native_handle_t handle, ur_adapter_handle_t adapter,
                               ur_platform_handle_t *platform) {
  CORE_CHECK(check_adapter(adapter));
  return platform_from_native(handle, platform);
}

static bool is_one_of(const char *option, const char *const *options, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (strcmp(option, options[i]) == 0)
      return true;
  return false;
}

/* The optimisation levels pass through: the JIT takes them as its own
 * (core/program_image.c). The other options SYCL passes mean nothing to the
 * PTX JIT: it has no fast-compile mode, and the precision of float division
 * and square root is fixed in the PTX. */
static core_result backend_option(ur_platform_handle_t platform, const char *frontend,
                                  const char **backend) {
  static const char *const levels[] = {"-O0", "-O1", "-O2", "-O3"};
  static const char *const nothing[] = {"", "-ftarget-compile-fast", "-foffload-fp32-prec-div",
                                        "-foffload-fp32-prec-sqrt"};
  CORE_CHECK(check_platform(platform));
  if (!frontend || !backend)
    return CORE_ERROR_INVALID_VALUE;
  if (is_one_of(frontend, levels, sizeof levels / sizeof *levels)) {
    *backend = frontend;
    return CORE_SUCCESS;
  }
  if (is_one_of(frontend, nothing, sizeof nothing / sizeof *nothing)) {
    *backend = "";
    return CORE_SUCCESS;
  }
  return CORE_ERROR_INVALID_VALUE;
}

ur_result_t UR_APICALL urPlatformGet(ur_adapter_handle_t hAdapter, uint32_t NumEntries,
                                     ur_platform_handle_t *phPlatforms, uint32_t *pNumPlatforms) {
  UR_TRACED(get_platforms(hAdapter, NumEntries, phPlatforms, pNumPlatforms),
            "hAdapter=%p, NumEntries=%u, phPlatforms=%p", (void *)hAdapter, NumEntries,
            (void *)phPlatforms);
}

ur_result_t UR_APICALL urPlatformGetInfo(ur_platform_handle_t hPlatform,
                                         ur_platform_info_t propName, size_t propSize,
                                         void *pPropValue, size_t *pPropSizeRet) {
  UR_QUERY_TRACED(propSize, pPropValue, pPropSizeRet,
                 get_info(hPlatform, propName, propSize, pPropValue, pPropSizeRet),
                 "hPlatform=%p, propName=%d, propSize=%zu", (void *)hPlatform, (int)propName,
                 propSize);
}

ur_result_t UR_APICALL urPlatformGetApiVersion(ur_platform_handle_t hPlatform,
                                               ur_api_version_t *pVersion) {
  UR_TRACED(api_version(hPlatform, pVersion), "hPlatform=%p", (void *)hPlatform);
}

ur_result_t UR_APICALL urPlatformGetNativeHandle(ur_platform_handle_t hPlatform,
                                                 ur_native_handle_t *phNativePlatform) {
  UR_TRACED(platform_native_handle(hPlatform, phNativePlatform), "hPlatform=%p",
            (void *)hPlatform);
}

/* CUDA has no platform object: the native handle is the platform itself. */
ur_result_t UR_APICALL urPlatformCreateWithNativeHandle(
    ur_native_handle_t hNativePlatform, ur_adapter_handle_t hAdapter,
    const ur_platform_native_properties_t *pProperties, ur_platform_handle_t *phPlatform) {
  UR_TRACED(from_native(hNativePlatform, hAdapter, phPlatform),
            "hNativePlatform=0x%zx, hAdapter=%p, pProperties=%p", (size_t)hNativePlatform,
            (void *)hAdapter, (const void *)pProperties);
}

ur_result_t UR_APICALL urPlatformGetBackendOption(ur_platform_handle_t hPlatform,
                                                  const char *pFrontendOption,
                                                  const char **ppPlatformOption) {
  UR_TRACED(backend_option(hPlatform, pFrontendOption, ppPlatformOption),
            "hPlatform=%p, pFrontendOption=%s", (void *)hPlatform,
            pFrontendOption ? pFrontendOption : "(null)");
}

/* The Context table: contexts over the core's, their info, native CUcontexts
 * and the deleter SYCL installs. */
#include "face.h"

#include "info_result.h"

static core_result context_info(ur_context_handle_t context, ur_context_info_t prop,
                                size_t param_value_size, void *param_value,
                                size_t *param_value_size_ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  switch (prop) {
  case UR_CONTEXT_INFO_NUM_DEVICES:
    INFO_VALUE(uint32_t, context->num_devices);
  case UR_CONTEXT_INFO_DEVICES:
    INFO_ARRAY(context->devices, context->num_devices);
  case UR_CONTEXT_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&context->refs));
  /* Both map onto CUDA's 2D memset and copy (enqueue_memory.c). */
  case UR_CONTEXT_INFO_USM_MEMCPY2D_SUPPORT:
  case UR_CONTEXT_INFO_USM_FILL2D_SUPPORT:
    INFO_VALUE(ur_bool_t, true);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static core_result from_native(ur_native_handle_t handle, uint32_t num_devices,
                               const ur_device_handle_t *devices,
                               const ur_context_native_properties_t *properties,
                               ur_context_handle_t *context) {
  bool own = properties && properties->isNativeHandleOwned;
  return context_from_native(handle, num_devices, devices, own, context);
}

/* UR defines no context flag yet (UR_CONTEXT_FLAG_TBD is reserved), so the
 * properties change nothing. */
ur_result_t UR_APICALL urContextCreate(uint32_t DeviceCount, const ur_device_handle_t *phDevices,
                                       const ur_context_properties_t *pProperties,
                                       ur_context_handle_t *phContext) {
  UR_TRACED(context_create(DeviceCount, phDevices, phContext),
            "DeviceCount=%u, phDevices=%p, pProperties=%p -> %p", DeviceCount, (void *)phDevices,
            (const void *)pProperties, phContext ? (void *)*phContext : NULL);
}

ur_result_t UR_APICALL urContextRetain(ur_context_handle_t hContext) {
  UR_TRACED(context_retain(hContext), "hContext=%p", (void *)hContext);
}

ur_result_t UR_APICALL urContextRelease(ur_context_handle_t hContext) {
  UR_TRACED(context_release(hContext), "hContext=%p", (void *)hContext);
}

ur_result_t UR_APICALL urContextGetInfo(ur_context_handle_t hContext, ur_context_info_t propName,
                                        size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(context_info(hContext, propName, propSize, pPropValue, pPropSizeRet),
                 "hContext=%p, propName=%d, propSize=%zu", (void *)hContext, (int)propName,
                 propSize);
}

ur_result_t UR_APICALL urContextGetNativeHandle(ur_context_handle_t hContext,
                                                ur_native_handle_t *phNativeContext) {
  UR_TRACED(context_native_handle(hContext, phNativeContext), "hContext=%p", (void *)hContext);
}

/* The native CUcontext becomes the first device's context (context.h). */
ur_result_t UR_APICALL urContextCreateWithNativeHandle(
    ur_native_handle_t hNativeContext, ur_adapter_handle_t hAdapter, uint32_t numDevices,
    const ur_device_handle_t *phDevices, const ur_context_native_properties_t *pProperties,
    ur_context_handle_t *phContext) {
  UR_TRACED(from_native(hNativeContext, numDevices, phDevices, pProperties, phContext),
            "hNativeContext=0x%zx, hAdapter=%p, numDevices=%u -> %p", (size_t)hNativeContext,
            (void *)hAdapter, numDevices, phContext ? (void *)*phContext : NULL);
}

ur_result_t UR_APICALL urContextSetExtendedDeleter(ur_context_handle_t hContext,
                                                   ur_context_extended_deleter_t pfnDeleter,
                                                   void *pUserData) {
  UR_TRACED(context_set_deleter(hContext, pfnDeleter, pUserData), "hContext=%p, pfnDeleter=%p",
            (void *)hContext, (void *)(uintptr_t)pfnDeleter);
}

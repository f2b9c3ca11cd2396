#include "device_info.h"

/* A PI runtime passes {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 0 or 1, 0}
 * for every CUDA context (1 when the user asked for the primary context).
 * PI contexts always compute in the primary context (interop with the CUDA
 * runtime needs it), so both values give the same context. */
static core_result check_properties(const pi_context_properties *properties) {
  for (size_t i = 0; properties && properties[i] != 0; i += 2) {
    pi_context_properties key = properties[i], value = properties[i + 1];
    if (key != __SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY)
      return core_fail(CORE_ERROR_INVALID_VALUE,
                       "context property 0x%lx is not supported (only "
                       "__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY)",
                       (long)key);
    if (value != 0 && value != 1)
      return core_fail(CORE_ERROR_INVALID_VALUE,
                       "__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY is %ld, not 0 or 1", (long)value);
  }
  return CORE_SUCCESS;
}

static core_result create_context(const pi_context_properties *properties, pi_uint32 num_devices,
                                  const pi_device *devices, pi_context *ret_context) {
  if (num_devices == 0 || !devices || !ret_context)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(check_properties(properties));
  return context_create(num_devices, devices, ret_context);
}

static core_result get_info(pi_context context, pi_context_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  const struct device_props *p = &context->devices[0]->props;
  switch (param_name) {
  case PI_CONTEXT_INFO_DEVICES:
    INFO_ARRAY(context->devices, context->num_devices);
  case PI_CONTEXT_INFO_NUM_DEVICES:
    INFO_VALUE(pi_uint32, context->num_devices);
  case PI_CONTEXT_INFO_PLATFORM:
    INFO_VALUE(pi_platform, context->devices[0]->platform);
  case PI_CONTEXT_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&context->refs));
  case PI_CONTEXT_INFO_PROPERTIES:
    return info_return(param_value_size, param_value, param_value_size_ret, "", 0);
  case PI_EXT_CONTEXT_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES:
  case PI_EXT_CONTEXT_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES:
    return device_info_answer(p, context->devices[0], NULL, 0,
                              PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES, param_value_size,
                              param_value, param_value_size_ret);
  case PI_EXT_CONTEXT_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES:
  case PI_EXT_CONTEXT_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES:
    return device_info_answer(p, context->devices[0], NULL, 0,
                              PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES, param_value_size,
                              param_value, param_value_size_ret);
  /* 2D USM: memset and memcpy map onto CUDA 2D calls; fill has no CUDA
   * equivalent for patterns, so the runtime uses its own fallback. */
  case PI_EXT_ONEAPI_CONTEXT_INFO_USM_FILL2D_SUPPORT:
    INFO_VALUE(pi_bool, PI_FALSE);
  case PI_EXT_ONEAPI_CONTEXT_INFO_USM_MEMSET2D_SUPPORT:
  case PI_EXT_ONEAPI_CONTEXT_INFO_USM_MEMCPY2D_SUPPORT:
    INFO_VALUE(pi_bool, PI_TRUE);
  }
  return CORE_ERROR_INVALID_VALUE;
}

pi_result piContextCreate(const pi_context_properties *properties, pi_uint32 num_devices,
                          const pi_device *devices, pi_context_notify pfn_notify, void *user_data,
                          pi_context *ret_context) {
  (void)pfn_notify; /* CUDA reports no asynchronous context errors to notify. */
  (void)user_data;
  PI_TRACED(create_context(properties, num_devices, devices, ret_context),
            "properties=%p, num_devices=%u, devices=%p -> %p", (void *)properties, num_devices,
            (void *)devices, ret_context ? (void *)*ret_context : NULL);
}

pi_result piContextGetInfo(pi_context context, pi_context_info param_name, size_t param_value_size,
                           void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(context, param_name, param_value_size, param_value, param_value_size_ret),
            "context=%p, param=0x%x, size=%zu, value=%p", (void *)context, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piContextRetain(pi_context context) {
  PI_TRACED(context_retain(context), "context=%p", (void *)context);
}

pi_result piContextRelease(pi_context context) {
  PI_TRACED(context_release(context), "context=%p", (void *)context);
}

pi_result piextContextSetExtendedDeleter(pi_context context, pi_context_extended_deleter func,
                                         void *user_data) {
  PI_TRACED(context_set_deleter(context, func, user_data), "context=%p, func=%p", (void *)context,
            (void *)(uintptr_t)func);
}

pi_result piextContextGetNativeHandle(pi_context context, pi_native_handle *nativeHandle) {
  PI_TRACED(context_native_handle(context, nativeHandle), "context=%p", (void *)context);
}

pi_result piextContextCreateWithNativeHandle(pi_native_handle nativeHandle, pi_uint32 numDevices,
                                             const pi_device *devices, bool pluginOwnsNativeHandle,
                                             pi_context *context) {
  PI_TRACED(context_from_native(nativeHandle, numDevices, devices, pluginOwnsNativeHandle, context),
            "handle=0x%zx, num_devices=%u", (size_t)nativeHandle, numDevices);
}

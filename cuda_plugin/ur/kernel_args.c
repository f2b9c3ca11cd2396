/* The urKernelSetArg* calls of releases up to 2026.1, which leave the
 * arguments on the kernel for urEnqueueKernelLaunch (2026.2 has only
 * launches that carry their arguments, ur/launch.c). */
#include "face.h"

#if UR_FACE_RELEASE < 202602
/* The core reads a null value as a local argument: UR has its own call. */
static core_result set_arg_value(ur_kernel_handle_t kernel, uint32_t index, size_t size,
                                 const void *value) {
  return value ? kernel_set_arg(kernel, index, size, value) : CORE_ERROR_INVALID_VALUE;
}

ur_result_t UR_APICALL urKernelSetArgValue(ur_kernel_handle_t hKernel, uint32_t argIndex,
                                           size_t argSize,
                                           const ur_kernel_arg_value_properties_t *pProperties,
                                           const void *pArgValue) {
  (void)pProperties;
  UR_TRACED(set_arg_value(hKernel, argIndex, argSize, pArgValue),
            "hKernel=%p, argIndex=%u, argSize=%zu, pArgValue=%p", (void *)hKernel, argIndex,
            argSize, pArgValue);
}

ur_result_t UR_APICALL urKernelSetArgLocal(ur_kernel_handle_t hKernel, uint32_t argIndex,
                                           size_t argSize,
                                           const ur_kernel_arg_local_properties_t *pProperties) {
  (void)pProperties;
  UR_TRACED(kernel_set_arg(hKernel, argIndex, argSize, NULL),
            "hKernel=%p, argIndex=%u, argSize=%zu", (void *)hKernel, argIndex, argSize);
}

/* UR passes the USM pointer itself (null allowed); the core wants its address. */
ur_result_t UR_APICALL urKernelSetArgPointer(ur_kernel_handle_t hKernel, uint32_t argIndex,
                                             const ur_kernel_arg_pointer_properties_t *pProperties,
                                             const void *pArgValue) {
  (void)pProperties;
  UR_TRACED(kernel_set_arg_pointer(hKernel, argIndex, sizeof pArgValue, &pArgValue),
            "hKernel=%p, argIndex=%u, pArgValue=%p", (void *)hKernel, argIndex, pArgValue);
}

ur_result_t UR_APICALL urKernelSetArgMemObj(ur_kernel_handle_t hKernel, uint32_t argIndex,
                                            const ur_kernel_arg_mem_obj_properties_t *pProperties,
                                            ur_mem_handle_t hArgValue) {
  (void)pProperties;
  UR_TRACED(kernel_set_arg_mem(hKernel, argIndex, &hArgValue),
            "hKernel=%p, argIndex=%u, hArgValue=%p", (void *)hKernel, argIndex,
            (void *)hArgValue);
}

ur_result_t UR_APICALL urKernelSetArgSampler(ur_kernel_handle_t hKernel, uint32_t argIndex,
                                             const ur_kernel_arg_sampler_properties_t *pProperties,
                                             ur_sampler_handle_t hArgValue) {
  (void)pProperties;
  UR_TRACED(kernel_set_arg_sampler(hKernel, argIndex, hArgValue),
            "hKernel=%p, argIndex=%u, hArgValue=%p", (void *)hKernel, argIndex,
            (void *)hArgValue);
}
#endif

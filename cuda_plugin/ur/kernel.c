/* The Kernel table over the core's kernels: creation, info, native
 * handles, execution info, the suggested work-group size and the
 * cooperative group count (the urKernelSetArg* calls of releases up to
 * 2026.1: ur/kernel_args.c). Specialization constants are left to the
 * generated UNSUPPORTED_FEATURE slot. */
#include "face.h"

/* Sizes of the kernel on the context's first device: UR asks these
 * without a device. */
static core_result first_device_query(ur_kernel_handle_t kernel, enum kernel_query query,
                                      size_t value[3]) {
  return kernel_query(kernel, kernel->context->devices[0], query, value);
}

/* Per context device, the bytes of local (thread-private) memory the
 * compiler gave each work-item: where CUDA puts spilled registers. */
static core_result spill_sizes(ur_kernel_handle_t kernel, size_t param_value_size,
                               void *param_value, size_t *param_value_size_ret) {
  uint32_t n = kernel->context->num_devices;
  if (param_value_size_ret)
    *param_value_size_ret = n * sizeof(uint32_t);
  if (!param_value)
    return CORE_SUCCESS;
  if (param_value_size < n * sizeof(uint32_t))
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < n; ++i) {
    size_t value[3];
    CORE_CHECK(kernel_query(kernel, kernel->context->devices[i], KERNEL_PRIVATE_MEM_SIZE, value));
    ((uint32_t *)param_value)[i] = (uint32_t)value[0];
  }
  return CORE_SUCCESS;
}

static core_result get_info(ur_kernel_handle_t kernel, ur_kernel_info_t param_name,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  size_t value[3];
  switch (param_name) {
  case UR_KERNEL_INFO_FUNCTION_NAME:
    INFO_STRING(kernel->name);
  case UR_KERNEL_INFO_NUM_ARGS:
    INFO_VALUE(uint32_t, kernel->num_params ? kernel->num_params : kernel->args.count);
  case UR_KERNEL_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&kernel->refs));
  case UR_KERNEL_INFO_CONTEXT:
    INFO_VALUE(ur_context_handle_t, kernel->context);
  case UR_KERNEL_INFO_PROGRAM:
    INFO_VALUE(ur_program_handle_t, kernel->program);
  case UR_KERNEL_INFO_ATTRIBUTES:
    INFO_STRING("");
  case UR_KERNEL_INFO_NUM_REGS:
    CORE_CHECK(first_device_query(kernel, KERNEL_NUM_REGS, value));
    INFO_VALUE(uint32_t, (uint32_t)value[0]);
  case UR_KERNEL_INFO_SPILL_MEM_SIZE:
    return spill_sizes(kernel, param_value_size, param_value, param_value_size_ret);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static enum kernel_query group_query(ur_kernel_group_info_t param_name) {
  switch (param_name) {
  case UR_KERNEL_GROUP_INFO_WORK_GROUP_SIZE:
    return KERNEL_MAX_WORK_GROUP_SIZE;
  case UR_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE:
    return KERNEL_COMPILE_WORK_GROUP_SIZE;
  case UR_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE:
    return KERNEL_LOCAL_MEM_SIZE;
  case UR_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return KERNEL_SUB_GROUP_SIZE;
  case UR_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE:
    return KERNEL_PRIVATE_MEM_SIZE;
  case UR_KERNEL_GROUP_INFO_COMPILE_MAX_WORK_GROUP_SIZE:
    return KERNEL_COMPILE_MAX_WORK_GROUP_SIZE;
  case UR_KERNEL_GROUP_INFO_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE:
    return KERNEL_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE;
  default:
    return KERNEL_QUERY_NONE;
  }
}

static core_result group_info(ur_kernel_handle_t kernel, ur_device_handle_t device,
                              ur_kernel_group_info_t param_name, size_t param_value_size,
                              void *param_value, size_t *param_value_size_ret) {
  size_t value[3];
  CORE_CHECK(kernel_query(kernel, device, group_query(param_name), value));
  switch (param_name) {
  case UR_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE: /* the largest grid of the largest blocks */
    for (int d = 0; d < 3; ++d)
      value[d] = (size_t)device->props.max_block[d] * (size_t)device->props.max_grid[d];
    INFO_ARRAY(value, 3);
  case UR_KERNEL_GROUP_INFO_WORK_GROUP_SIZE:
  case UR_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE:
  case UR_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
  case UR_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE:
  case UR_KERNEL_GROUP_INFO_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE:
    INFO_VALUE(size_t, value[0]);
  case UR_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE:
  case UR_KERNEL_GROUP_INFO_COMPILE_MAX_WORK_GROUP_SIZE:
    INFO_ARRAY(value, 3);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static core_result sub_group_info(ur_kernel_handle_t kernel, ur_device_handle_t device,
                                  ur_kernel_sub_group_info_t param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  enum kernel_query query =
      param_name == UR_KERNEL_SUB_GROUP_INFO_MAX_SUB_GROUP_SIZE     ? KERNEL_SUB_GROUP_SIZE
      : param_name == UR_KERNEL_SUB_GROUP_INFO_MAX_NUM_SUB_GROUPS   ? KERNEL_MAX_NUM_SUB_GROUPS
      : param_name == UR_KERNEL_SUB_GROUP_INFO_SUB_GROUP_SIZE_INTEL ? KERNEL_COMPILE_SUB_GROUP_SIZE
                                                                    : KERNEL_QUERY_NONE;
  size_t value[3];
  CORE_CHECK(kernel_query(kernel, device, query, value));
  switch (param_name) {
  case UR_KERNEL_SUB_GROUP_INFO_MAX_SUB_GROUP_SIZE:
  case UR_KERNEL_SUB_GROUP_INFO_MAX_NUM_SUB_GROUPS:
  case UR_KERNEL_SUB_GROUP_INFO_SUB_GROUP_SIZE_INTEL:
    INFO_VALUE(uint32_t, (uint32_t)value[0]);
  case UR_KERNEL_SUB_GROUP_INFO_COMPILE_NUM_SUB_GROUPS: /* no source attribute sets it */
    INFO_VALUE(uint32_t, 0);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

/* CUDA kernels reach any USM allocation: indirect access needs no set-up. */
static core_result set_exec_info(ur_kernel_handle_t kernel, ur_kernel_exec_info_t name,
                                 const void *value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  switch (name) {
  case UR_KERNEL_EXEC_INFO_USM_INDIRECT_ACCESS:
  case UR_KERNEL_EXEC_INFO_USM_PTRS:
    return CORE_SUCCESS;
  case UR_KERNEL_EXEC_INFO_CACHE_CONFIG: {
    if (!value)
      return CORE_ERROR_INVALID_VALUE;
    ur_kernel_cache_config_t config = *(const ur_kernel_cache_config_t *)value;
    return kernel_set_cache_preference(
        kernel, config == UR_KERNEL_CACHE_CONFIG_LARGE_SLM    ? CACHE_PREFER_SHARED
                : config == UR_KERNEL_CACHE_CONFIG_LARGE_DATA ? CACHE_PREFER_L1
                                                              : CACHE_PREFER_NONE);
  }
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static core_result suggest_local_size(ur_kernel_handle_t kernel, ur_queue_handle_t queue,
                                      uint32_t work_dim, const size_t *global_size,
                                      size_t *suggested) {
  size_t local[3];
  CORE_CHECK(launch_suggest_local_size(queue, kernel, work_dim, global_size, local));
  if (!suggested)
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t d = 0; d < work_dim; ++d)
    suggested[d] = local[d];
  return CORE_SUCCESS;
}

static core_result max_cooperative_group_count(ur_kernel_handle_t kernel,
                                               ur_device_handle_t device, uint32_t work_dim,
                                               const size_t *local_size, size_t dynamic_shared,
                                               uint32_t *count) {
  if (work_dim < 1 || work_dim > 3)
    return CORE_ERROR_INVALID_WORK_DIMENSION;
  if (!local_size)
    return CORE_ERROR_INVALID_VALUE;
  size_t threads = 1;
  for (uint32_t d = 0; d < work_dim; ++d)
    threads *= local_size[d];
  return max_cooperative_groups_on(kernel, device, threads, dynamic_shared, count);
}

ur_result_t UR_APICALL urKernelCreate(ur_program_handle_t hProgram, const char *pKernelName,
                                      ur_kernel_handle_t *phKernel) {
  UR_TRACED(kernel_create(hProgram, pKernelName, phKernel), "hProgram=%p, pKernelName=%s -> %p",
            (void *)hProgram, pKernelName ? pKernelName : "(null)",
            phKernel ? (void *)*phKernel : NULL);
}

ur_result_t UR_APICALL urKernelGetInfo(ur_kernel_handle_t hKernel, ur_kernel_info_t propName,
                                       size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_TRACED(get_info(hKernel, propName, propSize, pPropValue, pPropSizeRet),
            "hKernel=%p, propName=%d, propSize=%zu", (void *)hKernel, (int)propName, propSize);
}

ur_result_t UR_APICALL urKernelGetGroupInfo(ur_kernel_handle_t hKernel, ur_device_handle_t hDevice,
                                            ur_kernel_group_info_t propName, size_t propSize,
                                            void *pPropValue, size_t *pPropSizeRet) {
  UR_TRACED(group_info(hKernel, hDevice, propName, propSize, pPropValue, pPropSizeRet),
            "hKernel=%p, hDevice=%p, propName=%d, propSize=%zu", (void *)hKernel,
            (void *)hDevice, (int)propName, propSize);
}

ur_result_t UR_APICALL urKernelGetSubGroupInfo(ur_kernel_handle_t hKernel,
                                               ur_device_handle_t hDevice,
                                               ur_kernel_sub_group_info_t propName,
                                               size_t propSize, void *pPropValue,
                                               size_t *pPropSizeRet) {
  UR_TRACED(sub_group_info(hKernel, hDevice, propName, propSize, pPropValue, pPropSizeRet),
            "hKernel=%p, hDevice=%p, propName=%d, propSize=%zu", (void *)hKernel,
            (void *)hDevice, (int)propName, propSize);
}

ur_result_t UR_APICALL urKernelRetain(ur_kernel_handle_t hKernel) {
  UR_TRACED(kernel_retain(hKernel), "hKernel=%p", (void *)hKernel);
}

ur_result_t UR_APICALL urKernelRelease(ur_kernel_handle_t hKernel) {
  UR_TRACED(kernel_release(hKernel), "hKernel=%p", (void *)hKernel);
}

ur_result_t UR_APICALL urKernelGetNativeHandle(ur_kernel_handle_t hKernel,
                                               ur_native_handle_t *phNativeKernel) {
  UR_TRACED(kernel_native_handle(hKernel, phNativeKernel), "hKernel=%p", (void *)hKernel);
}

/* SYCL's make_kernel passes no program for CUDA: the core then makes one
 * of the function's module. A CUfunction belongs to its module, so
 * ownership (pProperties) means nothing here. */
ur_result_t UR_APICALL urKernelCreateWithNativeHandle(
    ur_native_handle_t hNativeKernel, ur_context_handle_t hContext, ur_program_handle_t hProgram,
    const ur_kernel_native_properties_t *pProperties, ur_kernel_handle_t *phKernel) {
  (void)pProperties;
  UR_TRACED(kernel_from_native(hNativeKernel, hContext, hProgram, phKernel),
            "hNativeKernel=0x%zx, hContext=%p, hProgram=%p -> %p", (size_t)hNativeKernel,
            (void *)hContext, (void *)hProgram, phKernel ? (void *)*phKernel : NULL);
}

ur_result_t UR_APICALL urKernelSetExecInfo(ur_kernel_handle_t hKernel,
                                           ur_kernel_exec_info_t propName, size_t propSize,
                                           const ur_kernel_exec_info_properties_t *pProperties,
                                           const void *pPropValue) {
  (void)pProperties;
  UR_TRACED(set_exec_info(hKernel, propName, pPropValue),
            "hKernel=%p, propName=%d, propSize=%zu", (void *)hKernel, (int)propName, propSize);
}

ur_result_t UR_APICALL urKernelSuggestMaxCooperativeGroupCount(
    ur_kernel_handle_t hKernel, ur_device_handle_t hDevice, uint32_t workDim,
    const size_t *pLocalWorkSize, size_t dynamicSharedMemorySize, uint32_t *pGroupCountRet) {
  UR_TRACED(max_cooperative_group_count(hKernel, hDevice, workDim, pLocalWorkSize,
                                        dynamicSharedMemorySize, pGroupCountRet),
            "hKernel=%p, hDevice=%p, workDim=%u, local=%zu, shared=%zu", (void *)hKernel,
            (void *)hDevice, workDim, pLocalWorkSize ? pLocalWorkSize[0] : 0,
            dynamicSharedMemorySize);
}

/* The global offset does not change the block a launch picks. */
ur_result_t UR_APICALL urKernelGetSuggestedLocalWorkSize(ur_kernel_handle_t hKernel,
                                                         ur_queue_handle_t hQueue,
                                                         uint32_t numWorkDim,
                                                         const size_t *pGlobalWorkOffset,
                                                         const size_t *pGlobalWorkSize,
                                                         size_t *pSuggestedLocalWorkSize) {
  (void)pGlobalWorkOffset;
  UR_TRACED(
      suggest_local_size(hKernel, hQueue, numWorkDim, pGlobalWorkSize, pSuggestedLocalWorkSize),
      "hKernel=%p, hQueue=%p, numWorkDim=%u, global=%zu", (void *)hKernel, (void *)hQueue,
      numWorkDim, pGlobalWorkSize ? pGlobalWorkSize[0] : 0);
}

#if UR_FACE_RELEASE >= 202602
/* Nor do the arguments: the block depends on the kernel and the device. */
ur_result_t UR_APICALL urKernelGetSuggestedLocalWorkSizeWithArgs(
    ur_kernel_handle_t hKernel, ur_queue_handle_t hQueue, uint32_t numWorkDim,
    const size_t *pGlobalWorkOffset, const size_t *pGlobalWorkSize, uint32_t numArgs,
    const ur_exp_kernel_arg_properties_t *pArgs, size_t *pSuggestedLocalWorkSize) {
  (void)pGlobalWorkOffset;
  (void)pArgs;
  UR_TRACED(
      suggest_local_size(hKernel, hQueue, numWorkDim, pGlobalWorkSize, pSuggestedLocalWorkSize),
      "hKernel=%p, hQueue=%p, numWorkDim=%u, global=%zu, numArgs=%u", (void *)hKernel,
      (void *)hQueue, numWorkDim, pGlobalWorkSize ? pGlobalWorkSize[0] : 0, numArgs);
}
#endif

#include "face.h"

static core_result get_info(pi_kernel kernel, pi_kernel_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  switch (param_name) {
  case PI_KERNEL_INFO_FUNCTION_NAME:
    INFO_STRING(kernel->name);
  case PI_KERNEL_INFO_NUM_ARGS:
    INFO_VALUE(pi_uint32, kernel->num_params ? kernel->num_params : kernel->args.count);
  case PI_KERNEL_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&kernel->refs));
  case PI_KERNEL_INFO_CONTEXT:
    INFO_VALUE(pi_context, kernel->context);
  case PI_KERNEL_INFO_PROGRAM:
    INFO_VALUE(pi_program, kernel->program);
  case PI_KERNEL_INFO_ATTRIBUTES:
    INFO_STRING("");
  default:
    return CORE_ERROR_INVALID_VALUE;
  }
}

static core_result group_info(pi_kernel kernel, pi_device device, pi_kernel_group_info param_name,
                              size_t param_value_size, void *param_value,
                              size_t *param_value_size_ret) {
  enum kernel_query query =
      param_name == PI_KERNEL_GROUP_INFO_WORK_GROUP_SIZE           ? KERNEL_MAX_WORK_GROUP_SIZE
      : param_name == PI_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE ? KERNEL_COMPILE_WORK_GROUP_SIZE
      : param_name == PI_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE          ? KERNEL_LOCAL_MEM_SIZE
      : param_name == PI_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE
          ? KERNEL_SUB_GROUP_SIZE
      : param_name == PI_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE ? KERNEL_PRIVATE_MEM_SIZE
      : param_name == PI_KERNEL_GROUP_INFO_NUM_REGS         ? KERNEL_NUM_REGS
                                                            : KERNEL_QUERY_NONE;
  size_t value[3];
  CORE_CHECK(kernel_query(kernel, device, query, value));
  switch (param_name) {
  case PI_KERNEL_GROUP_INFO_WORK_GROUP_SIZE:
  case PI_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    INFO_VALUE(size_t, value[0]);
  case PI_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE:
    INFO_ARRAY(value, 3);
  case PI_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE:
  case PI_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE:
    INFO_VALUE(pi_uint64, (pi_uint64)value[0]);
  case PI_KERNEL_GROUP_INFO_NUM_REGS:
    INFO_VALUE(pi_uint32, (pi_uint32)value[0]);
  case PI_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE:
    break; /* only for built-in kernels, which CUDA has none of */
  }
  return CORE_ERROR_INVALID_VALUE;
}

/* Sub-group answers are uint32 (a PI difference from OpenCL). */
static core_result sub_group_info(pi_kernel kernel, pi_device device,
                                  pi_kernel_sub_group_info param_name, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret) {
  enum kernel_query query = param_name == PI_KERNEL_MAX_SUB_GROUP_SIZE   ? KERNEL_SUB_GROUP_SIZE
                            : param_name == PI_KERNEL_MAX_NUM_SUB_GROUPS ? KERNEL_MAX_NUM_SUB_GROUPS
                                                                         : KERNEL_QUERY_NONE;
  size_t value[3];
  CORE_CHECK(kernel_query(kernel, device, query, value));
  switch (param_name) {
  case PI_KERNEL_MAX_SUB_GROUP_SIZE:
  case PI_KERNEL_MAX_NUM_SUB_GROUPS:
    INFO_VALUE(pi_uint32, (pi_uint32)value[0]);
  case PI_KERNEL_COMPILE_NUM_SUB_GROUPS:
  case PI_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL:
    INFO_VALUE(pi_uint32, 0);
  }
  return CORE_ERROR_INVALID_VALUE;
}

/* CUDA kernels reach any USM allocation: indirect access needs no set-up. */
static core_result set_exec_info(pi_kernel kernel, pi_kernel_exec_info name, const void *value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  switch (name) {
  case PI_USM_INDIRECT_ACCESS:
  case PI_USM_PTRS:
    return CORE_SUCCESS;
  case PI_EXT_KERNEL_EXEC_INFO_CACHE_CONFIG: {
    if (!value)
      return CORE_ERROR_INVALID_VALUE;
    pi_kernel_cache_config config = *(const pi_kernel_cache_config *)value;
    return kernel_set_cache_preference(
        kernel, config == PI_EXT_KERNEL_EXEC_INFO_CACHE_LARGE_SLM    ? CACHE_PREFER_SHARED
                : config == PI_EXT_KERNEL_EXEC_INFO_CACHE_LARGE_DATA ? CACHE_PREFER_L1
                                                                     : CACHE_PREFER_NONE);
  }
  }
  return CORE_ERROR_INVALID_VALUE;
}

pi_result piKernelCreate(pi_program program, const char *kernel_name, pi_kernel *ret_kernel) {
  PI_TRACED(kernel_create(program, kernel_name, ret_kernel), "program=%p, name=%s -> %p",
            (void *)program, kernel_name ? kernel_name : "(null)",
            ret_kernel ? (void *)*ret_kernel : NULL);
}

pi_result piKernelSetArg(pi_kernel kernel, pi_uint32 arg_index, size_t arg_size,
                         const void *arg_value) {
  PI_TRACED(kernel_set_arg(kernel, arg_index, arg_size, arg_value),
            "kernel=%p, index=%u, size=%zu, value=%p", (void *)kernel, arg_index, arg_size,
            arg_value);
}

pi_result piextKernelSetArgPointer(pi_kernel kernel, pi_uint32 arg_index, size_t arg_size,
                                   const void *arg_value) {
  PI_TRACED(kernel_set_arg_pointer(kernel, arg_index, arg_size, arg_value),
            "kernel=%p, index=%u, size=%zu, value=%p", (void *)kernel, arg_index, arg_size,
            arg_value);
}

pi_result piextKernelSetArgMemObj(pi_kernel kernel, pi_uint32 arg_index,
                                  const pi_mem_obj_property *arg_properties,
                                  const pi_mem *arg_value) {
  PI_TRACED(kernel_set_arg_mem(kernel, arg_index, arg_value),
            "kernel=%p, index=%u, properties=%p, mem=%p", (void *)kernel, arg_index,
            (void *)arg_properties, arg_value ? (void *)*arg_value : NULL);
}

pi_result piKernelGetInfo(pi_kernel kernel, pi_kernel_info param_name, size_t param_value_size,
                          void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(kernel, param_name, param_value_size, param_value, param_value_size_ret),
            "kernel=%p, param=0x%x, size=%zu, value=%p", (void *)kernel, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piKernelGetGroupInfo(pi_kernel kernel, pi_device device, pi_kernel_group_info param_name,
                               size_t param_value_size, void *param_value,
                               size_t *param_value_size_ret) {
  PI_TRACED(
      group_info(kernel, device, param_name, param_value_size, param_value, param_value_size_ret),
      "kernel=%p, device=%p, param=0x%x, size=%zu, value=%p", (void *)kernel, (void *)device,
      (unsigned)param_name, param_value_size, param_value);
}

pi_result piKernelGetSubGroupInfo(pi_kernel kernel, pi_device device,
                                  pi_kernel_sub_group_info param_name, size_t input_value_size,
                                  const void *input_value, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(sub_group_info(kernel, device, param_name, param_value_size, param_value,
                           param_value_size_ret),
            "kernel=%p, device=%p, param=0x%x, input_size=%zu, input=%p, size=%zu", (void *)kernel,
            (void *)device, (unsigned)param_name, input_value_size, input_value, param_value_size);
}

pi_result piKernelRetain(pi_kernel kernel) {
  PI_TRACED(kernel_retain(kernel), "kernel=%p", (void *)kernel);
}

pi_result piKernelRelease(pi_kernel kernel) {
  PI_TRACED(kernel_release(kernel), "kernel=%p", (void *)kernel);
}

pi_result piKernelSetExecInfo(pi_kernel kernel, pi_kernel_exec_info value_name,
                              size_t param_value_size, const void *param_value) {
  PI_TRACED(set_exec_info(kernel, value_name, param_value),
            "kernel=%p, name=0x%x, size=%zu, value=%p", (void *)kernel, (unsigned)value_name,
            param_value_size, param_value);
}

pi_result piextKernelGetNativeHandle(pi_kernel kernel, pi_native_handle *nativeHandle) {
  PI_TRACED(kernel_native_handle(kernel, nativeHandle), "kernel=%p", (void *)kernel);
}

pi_result piextKernelCreateWithNativeHandle(pi_native_handle nativeHandle, pi_context context,
                                            pi_program program, bool pluginOwnsNativeHandle,
                                            pi_kernel *kernel) {
  (void)pluginOwnsNativeHandle; /* CUfunctions belong to their module */
  PI_TRACED(kernel_from_native(nativeHandle, context, program, kernel),
            "handle=0x%zx, context=%p, program=%p", (size_t)nativeHandle, (void *)context,
            (void *)program);
}

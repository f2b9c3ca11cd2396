/* Kernels: creation (with the <name>_with_offset twin the global-offset pass
 * may have made), arguments, and info queries. Launch: launch.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "errors.h"
#include "info.h"
#include "objects.h"
#include "trace.h"

/* The prefix of the [3 x i32] constant sycl-nvptx records a kernel's
 * required work-group size in (docs/contracts.md). */
#define REQD_SIZE_SYMBOL "__sycl_nvptx_reqd_work_group_size_"

static pi_result lookup_functions(pi_kernel k) {
  pi_program p = k->program;
  char twin[1024];
  if (snprintf(twin, sizeof twin, "%s_with_offset", k->name) >= (int)sizeof twin)
    return PI_ERROR_INVALID_KERNEL_NAME;
  for (uint32_t i = 0; i < k->context->num_devices; ++i) {
    PI_CHECK(context_enter(&k->context->device_contexts[i]));
    CUresult found = cu.cuModuleGetFunction(&k->functions[i], p->modules[i], k->name);
    if (found == CUDA_ERROR_NOT_FOUND)
      return pi_fail(PI_ERROR_INVALID_KERNEL_NAME, "program %p has no kernel named %s",
                     (void *)p, k->name);
    CU_CHECK(found);
    if (cu.cuModuleGetFunction(&k->with_offset_functions[i], p->modules[i], twin) !=
        CUDA_SUCCESS)
      k->with_offset_functions[i] = NULL;
  }
  CUfunction f = k->functions[0];
  PI_CHECK(context_enter(&k->context->device_contexts[0]));
  CU_CHECK(cu.cuFuncGetAttribute(&k->max_threads_per_block,
                                 CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
  CU_CHECK(cu.cuFuncGetAttribute(&k->static_shared_bytes,
                                 CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
  size_t offset, size;
  while (cu.cuFuncGetParamInfo && k->num_params < 65536 &&
         cu.cuFuncGetParamInfo(f, k->num_params, &offset, &size) == CUDA_SUCCESS)
    k->num_params++;
  return PI_SUCCESS;
}

static void kernel_free(pi_kernel k) {
  kernel_args_free(&k->args);
  free(k->functions);
  free(k->with_offset_functions);
  free(k->name);
  pthread_mutex_destroy(&k->lock);
  k->magic = MAGIC_DEAD;
  free(k);
}

static pi_result kernel_create(pi_program program, const char *name, pi_kernel *ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  if (!name || !ret)
    return PI_ERROR_INVALID_VALUE;
  if (program->build_status != PI_PROGRAM_BUILD_STATUS_SUCCESS || !program->modules[0])
    return pi_fail(PI_ERROR_INVALID_PROGRAM_EXECUTABLE,
                   "program %p is not built: call piProgramBuild first", (void *)program);
  uint32_t n = program->context->num_devices;
  pi_kernel k = calloc(1, sizeof *k);
  if (!k)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  k->magic = MAGIC_KERNEL;
  atomic_init(&k->refs, 1);
  k->program = program;
  k->context = program->context;
  pthread_mutex_init(&k->lock, NULL);
  k->name = strdup(name);
  k->functions = calloc(n, sizeof *k->functions);
  k->with_offset_functions = calloc(n, sizeof *k->with_offset_functions);
  pi_result r = k->name && k->functions && k->with_offset_functions
                    ? lookup_functions(k)
                    : PI_ERROR_OUT_OF_HOST_MEMORY;
  if (r != PI_SUCCESS) {
    kernel_free(k);
    return r;
  }
  program_retain(program);
  *ret = k;
  return PI_SUCCESS;
}

pi_result piKernelCreate(pi_program program, const char *kernel_name, pi_kernel *ret_kernel) {
  PI_TRACED(kernel_create(program, kernel_name, ret_kernel), "program=%p, name=%s -> %p",
            (void *)program, kernel_name ? kernel_name : "(null)",
            ret_kernel ? (void *)*ret_kernel : NULL);
}

static pi_result check_arg_index(pi_kernel k, pi_uint32 index) {
  if (k->num_params && index >= k->num_params)
    return pi_fail(PI_ERROR_INVALID_ARG_INDEX, "kernel %s has %u parameters, not %u",
                   k->name, k->num_params, index + 1);
  return PI_SUCCESS;
}

/* A null value with a size is a local accessor (local memory argument). */
static pi_result kernel_set_arg(pi_kernel kernel, pi_uint32 index, size_t size,
                                const void *value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  PI_CHECK(check_arg_index(kernel, index));
  pthread_mutex_lock(&kernel->lock);
  pi_result r = value ? kernel_args_set_value(&kernel->args, index, size, value)
                      : kernel_args_set_local(&kernel->args, index, size);
  pthread_mutex_unlock(&kernel->lock);
  return r;
}

pi_result piKernelSetArg(pi_kernel kernel, pi_uint32 arg_index, size_t arg_size,
                         const void *arg_value) {
  PI_TRACED(kernel_set_arg(kernel, arg_index, arg_size, arg_value),
            "kernel=%p, index=%u, size=%zu, value=%p", (void *)kernel, arg_index, arg_size,
            arg_value);
}

/* USM pointers: arg_value points at the pointer, as for any value. */
static pi_result kernel_set_arg_pointer(pi_kernel kernel, pi_uint32 index, size_t size,
                                        const void *value) {
  if (!value)
    return PI_ERROR_INVALID_ARG_VALUE;
  return kernel_set_arg(kernel, index, size, value);
}

pi_result piextKernelSetArgPointer(pi_kernel kernel, pi_uint32 arg_index, size_t arg_size,
                                   const void *arg_value) {
  PI_TRACED(kernel_set_arg_pointer(kernel, arg_index, arg_size, arg_value),
            "kernel=%p, index=%u, size=%zu, value=%p", (void *)kernel, arg_index, arg_size,
            arg_value);
}

static pi_result kernel_set_arg_mem(pi_kernel kernel, pi_uint32 index,
                                    const pi_mem *arg_value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  if (!arg_value)
    return PI_ERROR_INVALID_ARG_VALUE;
  CUdeviceptr ptr = 0;
  if (*arg_value) {
    if (!IS_VALID(*arg_value, MAGIC_MEM))
      return PI_ERROR_INVALID_MEM_OBJECT;
    /* A lost context's memory is gone with it. */
    PI_CHECK(device_context_check(&(*arg_value)->context->device_contexts[0]));
    ptr = (*arg_value)->dptr;
  }
  return kernel_set_arg(kernel, index, sizeof ptr, &ptr);
}

pi_result piextKernelSetArgMemObj(pi_kernel kernel, pi_uint32 arg_index,
                                  const pi_mem_obj_property *arg_properties,
                                  const pi_mem *arg_value) {
  PI_TRACED(kernel_set_arg_mem(kernel, arg_index, arg_value),
            "kernel=%p, index=%u, properties=%p, mem=%p", (void *)kernel, arg_index,
            (void *)arg_properties, arg_value ? (void *)*arg_value : NULL);
}

static pi_result kernel_get_info(pi_kernel kernel, pi_kernel_info param_name,
                                 size_t param_value_size, void *param_value,
                                 size_t *param_value_size_ret) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
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
    return PI_ERROR_INVALID_VALUE;
  }
}

pi_result piKernelGetInfo(pi_kernel kernel, pi_kernel_info param_name,
                          size_t param_value_size, void *param_value,
                          size_t *param_value_size_ret) {
  PI_TRACED(kernel_get_info(kernel, param_name, param_value_size, param_value,
                            param_value_size_ret),
            "kernel=%p, param=0x%x, size=%zu, value=%p", (void *)kernel,
            (unsigned)param_name, param_value_size, param_value);
}

static pi_result function_attribute(pi_kernel k, int device_index,
                                    CUfunction_attribute attribute, int *value) {
  PI_CHECK(context_enter(&k->context->device_contexts[device_index]));
  CU_CHECK(cu.cuFuncGetAttribute(value, attribute, k->functions[device_index]));
  return PI_SUCCESS;
}

/* The work-group size the kernel was compiled for, x first: from the
 * runtime's program metadata, else from the constant sycl-nvptx records
 * beside a kernel with .reqntid (REQD_SIZE_SYMBOL, docs/contracts.md);
 * {0, 0, 0} when it has none. */
static pi_result compile_work_group_size(pi_kernel k, int device_index, size_t size[3]) {
  if (program_metadata_required_size(&k->program->metadata, k->name, size))
    return PI_SUCCESS;
  size[0] = size[1] = size[2] = 0;
  char symbol[1024];
  if (snprintf(symbol, sizeof symbol, "%s%s", REQD_SIZE_SYMBOL, k->name) >= (int)sizeof symbol)
    return PI_SUCCESS;
  PI_CHECK(context_enter(&k->context->device_contexts[device_index]));
  CUdeviceptr address;
  size_t bytes;
  CUresult found = cu.cuModuleGetGlobal(&address, &bytes, k->program->modules[device_index],
                                        symbol);
  if (found == CUDA_ERROR_NOT_FOUND || (found == CUDA_SUCCESS && bytes != 3 * sizeof(uint32_t)))
    return PI_SUCCESS;
  CU_CHECK(found);
  uint32_t recorded[3];
  CU_CHECK(cu.cuMemcpyDtoH(recorded, address, sizeof recorded));
  for (int i = 0; i < 3; ++i)
    size[i] = recorded[i];
  return PI_SUCCESS;
}

static pi_result kernel_group_info(pi_kernel kernel, pi_device device,
                                   pi_kernel_group_info param_name, size_t param_value_size,
                                   void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(kernel->context, device) : -1;
  if (d < 0)
    return PI_ERROR_INVALID_DEVICE;
  int value = 0;
  switch (param_name) {
  case PI_KERNEL_GROUP_INFO_WORK_GROUP_SIZE:
    PI_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &value));
    INFO_VALUE(size_t, (size_t)value);
  case PI_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE: {
    size_t size[3];
    PI_CHECK(compile_work_group_size(kernel, d, size));
    INFO_ARRAY(size, 3);
  }
  case PI_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE: {
    PI_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, &value));
    pthread_mutex_lock(&kernel->lock);
    size_t dynamic = kernel_args_layout_local(&kernel->args);
    pthread_mutex_unlock(&kernel->lock);
    INFO_VALUE(pi_uint64, (pi_uint64)value + dynamic);
  }
  case PI_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    INFO_VALUE(size_t, (size_t)device->props.warp_size);
  case PI_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE:
    PI_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, &value));
    INFO_VALUE(pi_uint64, (pi_uint64)value);
  case PI_KERNEL_GROUP_INFO_NUM_REGS:
    PI_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_NUM_REGS, &value));
    INFO_VALUE(pi_uint32, (pi_uint32)value);
  case PI_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE:
    break; /* only for built-in kernels, which CUDA has none of */
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piKernelGetGroupInfo(pi_kernel kernel, pi_device device,
                               pi_kernel_group_info param_name, size_t param_value_size,
                               void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(kernel_group_info(kernel, device, param_name, param_value_size, param_value,
                              param_value_size_ret),
            "kernel=%p, device=%p, param=0x%x, size=%zu, value=%p", (void *)kernel,
            (void *)device, (unsigned)param_name, param_value_size, param_value);
}

/* Sub-group answers are uint32 (a PI difference from OpenCL). */
static pi_result kernel_sub_group_info(pi_kernel kernel, pi_device device,
                                       pi_kernel_sub_group_info param_name,
                                       size_t param_value_size, void *param_value,
                                       size_t *param_value_size_ret) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(kernel->context, device) : -1;
  if (d < 0)
    return PI_ERROR_INVALID_DEVICE;
  int max_threads = 0;
  switch (param_name) {
  case PI_KERNEL_MAX_SUB_GROUP_SIZE:
    INFO_VALUE(pi_uint32, (pi_uint32)device->props.warp_size);
  case PI_KERNEL_MAX_NUM_SUB_GROUPS:
    PI_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                &max_threads));
    INFO_VALUE(pi_uint32, (pi_uint32)(max_threads / device->props.warp_size));
  case PI_KERNEL_COMPILE_NUM_SUB_GROUPS:
  case PI_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL:
    INFO_VALUE(pi_uint32, 0);
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piKernelGetSubGroupInfo(pi_kernel kernel, pi_device device,
                                  pi_kernel_sub_group_info param_name,
                                  size_t input_value_size, const void *input_value,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  PI_TRACED(kernel_sub_group_info(kernel, device, param_name, param_value_size, param_value,
                                  param_value_size_ret),
            "kernel=%p, device=%p, param=0x%x, input_size=%zu, input=%p, size=%zu",
            (void *)kernel, (void *)device, (unsigned)param_name, input_value_size,
            input_value, param_value_size);
}

static pi_result kernel_retain(pi_kernel kernel) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  retain_ref(&kernel->refs);
  return PI_SUCCESS;
}

static pi_result kernel_release(pi_kernel kernel) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  if (!release_ref(&kernel->refs))
    return PI_SUCCESS;
  pi_program program = kernel->program;
  kernel_free(kernel);
  return program_release(program);
}

pi_result piKernelRetain(pi_kernel kernel) {
  PI_TRACED(kernel_retain(kernel), "kernel=%p", (void *)kernel);
}

pi_result piKernelRelease(pi_kernel kernel) {
  PI_TRACED(kernel_release(kernel), "kernel=%p", (void *)kernel);
}

/* CUDA kernels reach any USM allocation: indirect access needs no set-up. */
static pi_result kernel_set_exec_info(pi_kernel kernel, pi_kernel_exec_info name,
                                      const void *value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  switch (name) {
  case PI_USM_INDIRECT_ACCESS:
  case PI_USM_PTRS:
    return PI_SUCCESS;
  case PI_EXT_KERNEL_EXEC_INFO_CACHE_CONFIG: {
    if (!value)
      return PI_ERROR_INVALID_VALUE;
    pi_kernel_cache_config config = *(const pi_kernel_cache_config *)value;
    CUfunc_cache cache = config == PI_EXT_KERNEL_EXEC_INFO_CACHE_LARGE_SLM ? CU_FUNC_CACHE_PREFER_SHARED
                         : config == PI_EXT_KERNEL_EXEC_INFO_CACHE_LARGE_DATA ? CU_FUNC_CACHE_PREFER_L1
                                                                              : CU_FUNC_CACHE_PREFER_NONE;
    int carveout = cache == CU_FUNC_CACHE_PREFER_SHARED ? CU_SHAREDMEM_CARVEOUT_MAX_SHARED
                   : cache == CU_FUNC_CACHE_PREFER_L1  ? CU_SHAREDMEM_CARVEOUT_MAX_L1
                                                       : CU_SHAREDMEM_CARVEOUT_DEFAULT;
    for (uint32_t i = 0; i < kernel->context->num_devices; ++i) {
      PI_CHECK(context_enter(&kernel->context->device_contexts[i]));
      CU_CHECK(cu.cuFuncSetAttribute(kernel->functions[i],
                                     CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT,
                                     carveout));
    }
    return PI_SUCCESS;
  }
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piKernelSetExecInfo(pi_kernel kernel, pi_kernel_exec_info value_name,
                              size_t param_value_size, const void *param_value) {
  PI_TRACED(kernel_set_exec_info(kernel, value_name, param_value),
            "kernel=%p, name=0x%x, size=%zu, value=%p", (void *)kernel, (unsigned)value_name,
            param_value_size, param_value);
}

static pi_result kernel_native_handle(pi_kernel kernel, pi_native_handle *handle) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return PI_ERROR_INVALID_KERNEL;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)kernel->functions[0];
  return PI_SUCCESS;
}

pi_result piextKernelGetNativeHandle(pi_kernel kernel, pi_native_handle *nativeHandle) {
  PI_TRACED(kernel_native_handle(kernel, nativeHandle), "kernel=%p", (void *)kernel);
}

/* SYCL runtimes pass a program only for Level Zero: for CUDA, program is NULL
 * and the kernel's module (cuFuncGetModule) becomes a borrowed program of the
 * context, which the kernel keeps alive; the module stays its creator's. */
static pi_result program_of_function(pi_context context, CUfunction function,
                                     pi_program *program) {
  if (context->num_devices != 1)
    return pi_fail(PI_ERROR_INVALID_PROGRAM,
                   "a native kernel without a program needs a one-device context, "
                   "not %u devices", context->num_devices);
  CUmodule module = NULL;
  PI_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuFuncGetModule(&module, function));
  return piextProgramCreateWithNativeHandle((pi_native_handle)module, context, false,
                                            program);
}

static pi_result kernel_from_native(pi_native_handle handle, pi_context context,
                                    pi_program program, pi_kernel *kernel) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (program && (!IS_VALID(program, MAGIC_PROGRAM) || program->context != context))
    return PI_ERROR_INVALID_PROGRAM;
  if (!handle || !kernel)
    return PI_ERROR_INVALID_VALUE;
  const char *name = NULL;
  if (!cu.cuFuncGetName)
    return pi_fail(PI_ERROR_UNSUPPORTED_FEATURE, "this driver cannot name a CUfunction");
  PI_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuFuncGetName(&name, (CUfunction)handle));
  if (program)
    return kernel_create(program, name, kernel);
  pi_program made = NULL;
  PI_CHECK(program_of_function(context, (CUfunction)handle, &made));
  pi_result r = kernel_create(made, name, kernel);
  program_release(made); /* the kernel holds it from here */
  return r;
}

pi_result piextKernelCreateWithNativeHandle(pi_native_handle nativeHandle,
                                            pi_context context, pi_program program,
                                            bool pluginOwnsNativeHandle, pi_kernel *kernel) {
  (void)pluginOwnsNativeHandle; /* CUfunctions belong to their module */
  PI_TRACED(kernel_from_native(nativeHandle, context, program, kernel),
            "handle=0x%zx, context=%p, program=%p", (size_t)nativeHandle, (void *)context,
            (void *)program);
}

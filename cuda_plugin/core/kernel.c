/* Kernels: creation (with the <name>_with_offset twin the global-offset pass
 * may have made, or its marker that the kernel reads a zero offset),
 * arguments, and info queries. Launch: launch.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "face_hooks.h"
#include "errors.h"
#include "kernel.h"
#include "objects.h"
#include "program.h"
#include "sampler.h"
#include "trace.h"

/* The prefix of the [3 x i32] constant sycl-nvptx records a kernel's
 * required work-group size in (docs/contracts.md). */
#define REQD_SIZE_SYMBOL "__sycl_nvptx_reqd_work_group_size_"

/* The prefix of the 1-byte constant sycl-nvptx --global-offset=off leaves for
 * a kernel that read its offset as zeros and got no twin (docs/contracts.md). */
#define OFFSET_OFF_SYMBOL "__sycl_nvptx_global_offset_off_"

/* With device_index's context current: notes that a kernel without a twin was
 * compiled with its offset off, so that launch.c refuses a non-zero offset. */
static core_result find_offset_off_marker(core_kernel k, uint32_t device_index) {
  char symbol[sizeof OFFSET_OFF_SYMBOL + 1024]; /* lookup_functions caps names below 1024 */
  snprintf(symbol, sizeof symbol, "%s%s", OFFSET_OFF_SYMBOL, k->name);
  CUdeviceptr address;
  size_t bytes;
  CUresult found =
      cu.cuModuleGetGlobal(&address, &bytes, k->program->modules[device_index], symbol);
  if (found == CUDA_ERROR_NOT_FOUND)
    return CORE_SUCCESS;
  CU_CHECK(found);
  k->ignores_offset = true;
  return CORE_SUCCESS;
}

static core_result lookup_functions(core_kernel k) {
  core_program p = k->program;
  char twin[1024];
  if (snprintf(twin, sizeof twin, "%s_with_offset", k->name) >= (int)sizeof twin)
    return CORE_ERROR_INVALID_KERNEL_NAME;
  for (uint32_t i = 0; i < k->context->num_devices; ++i) {
    CORE_CHECK(context_enter(&k->context->device_contexts[i]));
    CUresult found = cu.cuModuleGetFunction(&k->functions[i], p->modules[i], k->name);
    if (found == CUDA_ERROR_NOT_FOUND)
      return core_fail(CORE_ERROR_INVALID_KERNEL_NAME, "program %p has no kernel named %s",
                       (void *)p, k->name);
    CU_CHECK(found);
    if (cu.cuModuleGetFunction(&k->with_offset_functions[i], p->modules[i], twin) !=
        CUDA_SUCCESS) {
      k->with_offset_functions[i] = NULL;
      CORE_CHECK(find_offset_off_marker(k, i));
    }
  }
  CUfunction f = k->functions[0];
  CORE_CHECK(context_enter(&k->context->device_contexts[0]));
  CU_CHECK(cu.cuFuncGetAttribute(&k->max_threads_per_block,
                                 CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
  CU_CHECK(cu.cuFuncGetAttribute(&k->static_shared_bytes,
                                 CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
  size_t offset, size;
  while (cu.cuFuncGetParamInfo && k->num_params < 65536 &&
         cu.cuFuncGetParamInfo(f, k->num_params, &offset, &size) == CUDA_SUCCESS)
    k->num_params++;
  return CORE_SUCCESS;
}

static void kernel_free(core_kernel k) {
  kernel_args_free(&k->args);
  free(k->functions);
  free(k->with_offset_functions);
  free(k->name);
  pthread_mutex_destroy(&k->lock);
  k->magic = MAGIC_DEAD;
  free(k);
}

core_result kernel_create(core_program program, const char *name, core_kernel *ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!name || !ret)
    return CORE_ERROR_INVALID_VALUE;
  if (program->build_status != BUILD_SUCCESS || !program->modules[0])
    return core_fail(CORE_ERROR_INVALID_PROGRAM_EXECUTABLE,
                     "program %p is not built: call piProgramBuild first", (void *)program);
  uint32_t n = program->context->num_devices;
  core_kernel k = calloc(1, sizeof *k);
  if (!k)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  k->dispatch = face_dispatch;
  k->magic = MAGIC_KERNEL;
  atomic_init(&k->refs, 1);
  k->program = program;
  k->context = program->context;
  pthread_mutex_init(&k->lock, NULL);
  k->name = strdup(name);
  k->functions = calloc(n, sizeof *k->functions);
  k->with_offset_functions = calloc(n, sizeof *k->with_offset_functions);
  core_result r = k->name && k->functions && k->with_offset_functions
                      ? lookup_functions(k)
                      : CORE_ERROR_OUT_OF_HOST_MEMORY;
  if (r != CORE_SUCCESS) {
    kernel_free(k);
    return r;
  }
  program_retain(program);
  *ret = k;
  return CORE_SUCCESS;
}

static core_result check_arg_index(core_kernel k, uint32_t index) {
  if (k->num_params && index >= k->num_params)
    return core_fail(CORE_ERROR_INVALID_ARG_INDEX, "kernel %s has %u parameters, not %u", k->name,
                     k->num_params, index + 1);
  return CORE_SUCCESS;
}

static core_result set_arg_locked(core_kernel k, uint32_t index, size_t size, const void *value) {
  CORE_CHECK(check_arg_index(k, index));
  return value ? kernel_args_set_value(&k->args, index, size, value)
               : kernel_args_set_local(&k->args, index, size);
}

/* A null value with a size is a local accessor (local memory argument). */
core_result kernel_set_arg(core_kernel kernel, uint32_t index, size_t size, const void *value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  pthread_mutex_lock(&kernel->lock);
  core_result r = set_arg_locked(kernel, index, size, value);
  pthread_mutex_unlock(&kernel->lock);
  return r;
}

/* USM pointers: arg_value points at the pointer, as for any value. */
core_result kernel_set_arg_pointer(core_kernel kernel, uint32_t index, size_t size,
                                   const void *value) {
  if (!value)
    return CORE_ERROR_INVALID_ARG_VALUE;
  return kernel_set_arg(kernel, index, size, value);
}

/* A buffer's device address; 0 for none (a zero-sized buffer). */
static core_result mem_arg_address(core_mem mem, CUdeviceptr *ptr) {
  *ptr = 0;
  if (!mem)
    return CORE_SUCCESS;
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  /* A lost context's memory is gone with it. */
  CORE_CHECK(device_context_check(&mem->context->device_contexts[0]));
  *ptr = mem->dptr;
  return CORE_SUCCESS;
}

core_result kernel_set_arg_mem(core_kernel kernel, uint32_t index, const core_mem *arg_value) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (!arg_value)
    return CORE_ERROR_INVALID_ARG_VALUE;
  CUdeviceptr ptr;
  CORE_CHECK(mem_arg_address(*arg_value, &ptr));
  return kernel_set_arg(kernel, index, sizeof ptr, &ptr);
}

static core_result apply_arg_locked(core_kernel k, const struct launch_arg *a) {
  CUdeviceptr ptr;
  switch (a->kind) {
  case LAUNCH_ARG_VALUE:
    /* set_arg_locked reads a null value as a local argument */
    return a->value ? set_arg_locked(k, a->index, a->size, a->value)
                    : CORE_ERROR_INVALID_ARG_VALUE;
  case LAUNCH_ARG_POINTER:
    return set_arg_locked(k, a->index, sizeof a->value, &a->value);
  case LAUNCH_ARG_MEM:
    CORE_CHECK(mem_arg_address(a->mem, &ptr));
    return set_arg_locked(k, a->index, sizeof ptr, &ptr);
  case LAUNCH_ARG_LOCAL:
    return set_arg_locked(k, a->index, a->size, NULL);
  case LAUNCH_ARG_SAMPLER: {
    if (!IS_VALID(a->sampler, MAGIC_SAMPLER))
      return CORE_ERROR_INVALID_SAMPLER;
    uint32_t bits = sampler_bits(&a->sampler->state);
    return set_arg_locked(k, a->index, sizeof bits, &bits);
  }
  }
  return CORE_ERROR_INVALID_VALUE;
}

core_result kernel_apply_args_locked(core_kernel kernel, uint32_t n, const struct launch_arg *args) {
  if (n && !args)
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < n; ++i)
    CORE_CHECK(apply_arg_locked(kernel, &args[i]));
  return CORE_SUCCESS;
}

static core_result function_attribute(core_kernel k, int device_index,
                                      CUfunction_attribute attribute, int *value) {
  CORE_CHECK(context_enter(&k->context->device_contexts[device_index]));
  CU_CHECK(cu.cuFuncGetAttribute(value, attribute, k->functions[device_index]));
  return CORE_SUCCESS;
}

/* The work-group size the kernel was compiled for, x first: from the
 * runtime's program metadata, else from the constant sycl-nvptx records
 * beside a kernel with .reqntid (REQD_SIZE_SYMBOL, docs/contracts.md);
 * {0, 0, 0} when it has none. */
static core_result compile_work_group_size(core_kernel k, int device_index, size_t size[3]) {
  if (program_metadata_required_size(&k->program->metadata, k->name, size))
    return CORE_SUCCESS;
  size[0] = size[1] = size[2] = 0;
  char symbol[1024];
  if (snprintf(symbol, sizeof symbol, "%s%s", REQD_SIZE_SYMBOL, k->name) >= (int)sizeof symbol)
    return CORE_SUCCESS;
  CORE_CHECK(context_enter(&k->context->device_contexts[device_index]));
  CUdeviceptr address;
  size_t bytes;
  CUresult found = cu.cuModuleGetGlobal(&address, &bytes, k->program->modules[device_index],
                                        symbol);
  if (found == CUDA_ERROR_NOT_FOUND || (found == CUDA_SUCCESS && bytes != 3 * sizeof(uint32_t)))
    return CORE_SUCCESS;
  CU_CHECK(found);
  uint32_t recorded[3];
  CU_CHECK(cu.cuMemcpyDtoH(recorded, address, sizeof recorded));
  for (int i = 0; i < 3; ++i)
    size[i] = recorded[i];
  return CORE_SUCCESS;
}

static core_result metadata_limit(core_kernel k, enum kernel_limit_kind kind, size_t value[3]) {
  if (!program_metadata_limit(&k->program->metadata, k->name, kind, value))
    value[0] = value[1] = value[2] = 0;
  return CORE_SUCCESS;
}

core_result kernel_query(core_kernel kernel, core_device device, enum kernel_query query,
                         size_t value[3]) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(kernel->context, device) : -1;
  if (d < 0)
    return CORE_ERROR_INVALID_DEVICE;
  int attribute = 0;
  switch (query) {
  case KERNEL_QUERY_NONE:
    return CORE_SUCCESS;
  case KERNEL_MAX_WORK_GROUP_SIZE:
    CORE_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &attribute));
    value[0] = (size_t)attribute;
    return CORE_SUCCESS;
  case KERNEL_COMPILE_WORK_GROUP_SIZE:
    return compile_work_group_size(kernel, d, value);
  case KERNEL_LOCAL_MEM_SIZE: {
    CORE_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, &attribute));
    pthread_mutex_lock(&kernel->lock);
    size_t dynamic = kernel_args_layout_local(&kernel->args);
    pthread_mutex_unlock(&kernel->lock);
    value[0] = (size_t)attribute + dynamic;
    return CORE_SUCCESS;
  }
  case KERNEL_PRIVATE_MEM_SIZE:
    CORE_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, &attribute));
    value[0] = (size_t)attribute;
    return CORE_SUCCESS;
  case KERNEL_NUM_REGS:
    CORE_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_NUM_REGS, &attribute));
    value[0] = (size_t)attribute;
    return CORE_SUCCESS;
  case KERNEL_SUB_GROUP_SIZE:
    value[0] = (size_t)device->props.warp_size;
    return CORE_SUCCESS;
  case KERNEL_MAX_NUM_SUB_GROUPS:
    CORE_CHECK(function_attribute(kernel, d, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &attribute));
    value[0] = (size_t)(attribute / device->props.warp_size);
    return CORE_SUCCESS;
  case KERNEL_COMPILE_MAX_WORK_GROUP_SIZE:
    return metadata_limit(kernel, LIMIT_MAX_WORK_GROUP_SIZE, value);
  case KERNEL_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE:
    return metadata_limit(kernel, LIMIT_MAX_LINEAR_WORK_GROUP_SIZE, value);
  case KERNEL_COMPILE_SUB_GROUP_SIZE:
    return metadata_limit(kernel, LIMIT_REQD_SUB_GROUP_SIZE, value);
  }
  return CORE_ERROR_INVALID_VALUE;
}

core_result kernel_retain(core_kernel kernel) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  retain_ref(&kernel->refs);
  return CORE_SUCCESS;
}

core_result kernel_release(core_kernel kernel) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (!release_ref(&kernel->refs))
    return CORE_SUCCESS;
  core_program program = kernel->program;
  kernel_free(kernel);
  return program_release(program);
}

/* The kernel's split between shared memory and L1 on every device. */
core_result kernel_set_cache_preference(core_kernel kernel, enum cache_preference preference) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  int carveout = preference == CACHE_PREFER_SHARED ? CU_SHAREDMEM_CARVEOUT_MAX_SHARED
                 : preference == CACHE_PREFER_L1   ? CU_SHAREDMEM_CARVEOUT_MAX_L1
                                                   : CU_SHAREDMEM_CARVEOUT_DEFAULT;
  for (uint32_t i = 0; i < kernel->context->num_devices; ++i) {
    CORE_CHECK(context_enter(&kernel->context->device_contexts[i]));
    CU_CHECK(cu.cuFuncSetAttribute(kernel->functions[i],
                                   CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, carveout));
  }
  return CORE_SUCCESS;
}

core_result kernel_native_handle(core_kernel kernel, uintptr_t *handle) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = (uintptr_t)kernel->functions[0];
  return CORE_SUCCESS;
}

/* SYCL runtimes pass a program only for Level Zero: for CUDA, program is NULL
 * and the kernel's module (cuFuncGetModule) becomes a borrowed program of the
 * context, which the kernel keeps alive; the module stays its creator's. */
static core_result program_of_function(core_context context, CUfunction function,
                                       core_program *program) {
  if (context->num_devices != 1)
    return core_fail(CORE_ERROR_INVALID_PROGRAM,
                     "a native kernel without a program needs a one-device context, "
                     "not %u devices",
                     context->num_devices);
  CUmodule module = NULL;
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuFuncGetModule(&module, function));
  return program_from_native((uintptr_t)module, context, false, program);
}

core_result kernel_from_native(uintptr_t handle, core_context context, core_program program,
                               core_kernel *kernel) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (program && (!IS_VALID(program, MAGIC_PROGRAM) || program->context != context))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!handle || !kernel)
    return CORE_ERROR_INVALID_VALUE;
  const char *name = NULL;
  if (!cu.cuFuncGetName)
    return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "this driver cannot name a CUfunction");
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuFuncGetName(&name, (CUfunction)handle));
  if (program)
    return kernel_create(program, name, kernel);
  core_program made = NULL;
  CORE_CHECK(program_of_function(context, (CUfunction)handle, &made));
  core_result r = kernel_create(made, name, kernel);
  program_release(made); /* the kernel holds it from here */
  return r;
}

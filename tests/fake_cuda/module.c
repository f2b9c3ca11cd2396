/* Module loading and what a module holds: functions, globals, attributes.
 * An image is accepted when it is a fatbin, an ELF or PTX text. */
#include <stdlib.h>
#include <string.h>

#include "module.h"

/* The JIT logs a caller asked for come back empty. */
static void empty_logs(unsigned int count, const CUjit_option *keys, void **values) {
  for (unsigned int i = 0; keys && values && i < count; ++i) {
    CUjit_option size_key = keys[i] == CU_JIT_INFO_LOG_BUFFER ? CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES
                            : keys[i] == CU_JIT_ERROR_LOG_BUFFER
                                ? CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
                                : CU_JIT_NUM_OPTIONS;
    for (unsigned int j = 0; size_key != CU_JIT_NUM_OPTIONS && j < count; ++j)
      if (keys[j] == size_key && (uintptr_t)values[j] && values[i])
        *(char *)values[i] = 0;
  }
}

CUresult CUDAAPI cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int count,
                                    CUjit_option *keys, void **values) {
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!module || !image)
    return CUDA_ERROR_INVALID_VALUE;
  size_t size = fake_image_size(image);
  if (!size)
    return CUDA_ERROR_INVALID_IMAGE;
  CUmodule m = calloc(1, sizeof *m);
  if (!m)
    return CUDA_ERROR_OUT_OF_MEMORY;
  m->kind = FAKE_MODULE;
  if (!fake_image_scan(m, image, size)) {
    fake_module_free(m);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  empty_logs(count, keys, values);
  fake_handle_add(m);
  *module = m;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleLoadData(CUmodule *module, const void *image) {
  return cuModuleLoadDataEx(module, image, 0, NULL, NULL);
}

CUresult CUDAAPI cuModuleLoadFatBinary(CUmodule *module, const void *image) {
  return cuModuleLoadDataEx(module, image, 0, NULL, NULL);
}

static bool module_ok(CUmodule m) { return m && fake_handle_is(m, FAKE_MODULE); }
static bool function_ok(CUfunction f) { return f && fake_handle_is(f, FAKE_FUNCTION); }

CUresult CUDAAPI cuModuleUnload(CUmodule module) {
  if (!module_ok(module))
    return CUDA_ERROR_INVALID_HANDLE;
  fake_handle_remove(module);
  fake_module_free(module);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleGetFunction(CUfunction *function, CUmodule module, const char *name) {
  if (!function || !name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!module_ok(module))
    return CUDA_ERROR_INVALID_HANDLE;
  for (size_t i = 0; i < module->function_count; ++i)
    if (!strcmp(module->functions[i]->name, name)) {
      *function = module->functions[i];
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_NOT_FOUND;
}

CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *count, CUmodule module) {
  if (!count)
    return CUDA_ERROR_INVALID_VALUE;
  if (!module_ok(module))
    return CUDA_ERROR_INVALID_HANDLE;
  *count = (unsigned int)module->function_count;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleEnumerateFunctions(CUfunction *functions, unsigned int count,
                                            CUmodule module) {
  if (!functions)
    return CUDA_ERROR_INVALID_VALUE;
  if (!module_ok(module))
    return CUDA_ERROR_INVALID_HANDLE;
  for (unsigned int i = 0; i < count && i < module->function_count; ++i)
    functions[i] = module->functions[i];
  return CUDA_SUCCESS;
}

/* A global's memory is made, zeroed, on the first query of its name. */
CUresult CUDAAPI cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule module,
                                   const char *name) {
  if (!name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!module_ok(module))
    return CUDA_ERROR_INVALID_HANDLE;
  for (size_t i = 0; i < module->global_count; ++i) {
    struct fake_global *g = &module->globals[i];
    if (strcmp(g->name, name))
      continue;
    if (!g->buffer) {
      void *buffer = calloc(1, g->size);
      if (!buffer)
        return CUDA_ERROR_OUT_OF_MEMORY;
      CUresult r = fake_alloc_add((uintptr_t)buffer, g->size, FAKE_DEVICE_MEMORY);
      if (r != CUDA_SUCCESS) {
        free(buffer);
        return r;
      }
      g->buffer = buffer;
    }
    if (dptr)
      *dptr = (CUdeviceptr)g->buffer;
    if (bytes)
      *bytes = g->size;
    return CUDA_SUCCESS;
  }
  return CUDA_ERROR_NOT_FOUND;
}

CUresult CUDAAPI cuFuncGetName(const char **name, CUfunction function) {
  if (!name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!function_ok(function))
    return CUDA_ERROR_INVALID_HANDLE;
  *name = function->name;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuFuncGetModule(CUmodule *module, CUfunction function) {
  if (!module)
    return CUDA_ERROR_INVALID_VALUE;
  if (!function_ok(function))
    return CUDA_ERROR_INVALID_HANDLE;
  *module = function->module;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuFuncGetParamInfo(CUfunction function, size_t index, size_t *offset,
                                    size_t *size) {
  if (!function_ok(function))
    return CUDA_ERROR_INVALID_HANDLE;
  if (index >= function->param_count)
    return CUDA_ERROR_INVALID_VALUE;
  if (offset)
    *offset = function->params[index].offset;
  if (size)
    *size = function->params[index].size;
  return CUDA_SUCCESS;
}

/* What a small kernel compiled for sm_90 reports. */
CUresult CUDAAPI cuFuncGetAttribute(int *value, CUfunction_attribute attribute,
                                    CUfunction function) {
  if (!value)
    return CUDA_ERROR_INVALID_VALUE;
  if (!function_ok(function))
    return CUDA_ERROR_INVALID_HANDLE;
  switch (attribute) {
  case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
    *value = 1024;
    return CUDA_SUCCESS;
  case CU_FUNC_ATTRIBUTE_NUM_REGS:
    *value = 32;
    return CUDA_SUCCESS;
  case CU_FUNC_ATTRIBUTE_PTX_VERSION:
  case CU_FUNC_ATTRIBUTE_BINARY_VERSION:
    *value = 90;
    return CUDA_SUCCESS;
  case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
    *value = function->max_dynamic_shared;
    return CUDA_SUCCESS;
  case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
    *value = function->carveout;
    return CUDA_SUCCESS;
  default:
    if (attribute < 0 || attribute >= CU_FUNC_ATTRIBUTE_MAX)
      return CUDA_ERROR_INVALID_VALUE;
    *value = 0;
    return CUDA_SUCCESS;
  }
}

CUresult CUDAAPI cuFuncSetAttribute(CUfunction function, CUfunction_attribute attribute,
                                    int value) {
  if (!function_ok(function))
    return CUDA_ERROR_INVALID_HANDLE;
  switch (attribute) {
  case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
    if (value < 0 || value > 227 << 10)
      return CUDA_ERROR_INVALID_VALUE;
    function->max_dynamic_shared = value;
    return CUDA_SUCCESS;
  case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
    if (value < -1 || value > 100)
      return CUDA_ERROR_INVALID_VALUE;
    function->carveout = value;
    return CUDA_SUCCESS;
  default:
    return attribute >= 0 && attribute < CU_FUNC_ATTRIBUTE_MAX ? CUDA_SUCCESS
                                                               : CUDA_ERROR_INVALID_VALUE;
  }
}

CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, CUfunction function,
                                                             int block_size,
                                                             size_t dynamic_shared) {
  if (!blocks || block_size <= 0 || block_size > 1024 || dynamic_shared > 227 << 10)
    return CUDA_ERROR_INVALID_VALUE;
  if (!function_ok(function))
    return CUDA_ERROR_INVALID_HANDLE;
  int by_threads = 2048 / block_size;
  int by_shared = dynamic_shared ? (int)((228 << 10) / dynamic_shared) : 32;
  *blocks = by_threads < by_shared ? by_threads : by_shared;
  if (*blocks > 32)
    *blocks = 32;
  return CUDA_SUCCESS;
}

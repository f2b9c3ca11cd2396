/* cuPointerGetAttribute(s) from the allocation registry. */
#include <string.h>

#include "fake.h"

/* Writes one attribute of allocation `a` holding p; INVALID_VALUE for one
 * this memory does not have or the fake does not know. */
static CUresult attribute(void *data, CUpointer_attribute which, const struct fake_alloc *a,
                          CUdeviceptr p) {
  bool host = a->memory == FAKE_HOST_MEMORY || a->memory == FAKE_REGISTERED_MEMORY;
  switch (which) {
  case CU_POINTER_ATTRIBUTE_CONTEXT:
    *(CUcontext *)data = a->context;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
    *(unsigned int *)data = host ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
    *(CUdeviceptr *)data = p;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_HOST_POINTER:
    if (a->memory == FAKE_DEVICE_MEMORY)
      return CUDA_ERROR_INVALID_VALUE;
    *(void **)data = (void *)p;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_IS_MANAGED:
    *(unsigned int *)data = a->memory == FAKE_MANAGED_MEMORY;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
    *(int *)data = a->device;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
    *(CUdeviceptr *)data = a->base;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
    *(size_t *)data = a->size;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_BUFFER_ID:
    *(unsigned long long *)data = a->base;
    return CUDA_SUCCESS;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}

CUresult CUDAAPI cuPointerGetAttribute(void *data, CUpointer_attribute which, CUdeviceptr p) {
  struct fake_alloc a;
  if (!data || !fake_alloc_find(p, 0, &a))
    return CUDA_ERROR_INVALID_VALUE;
  return attribute(data, which, &a, p);
}

/* The bytes an attribute the fake knows takes; 0 for the others. */
static size_t attribute_size(CUpointer_attribute which) {
  switch (which) {
  case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
  case CU_POINTER_ATTRIBUTE_IS_MANAGED:
  case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
    return sizeof(unsigned int);
  case CU_POINTER_ATTRIBUTE_CONTEXT:
  case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
  case CU_POINTER_ATTRIBUTE_HOST_POINTER:
  case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
  case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
  case CU_POINTER_ATTRIBUTE_BUFFER_ID:
    return sizeof(uint64_t);
  default:
    return 0;
  }
}

/* As CUDA does, memory it does not know answers zeroes here, not an error. */
CUresult CUDAAPI cuPointerGetAttributes(unsigned int count, CUpointer_attribute *which, void **data,
                                        CUdeviceptr p) {
  if (!which || !data)
    return CUDA_ERROR_INVALID_VALUE;
  struct fake_alloc a;
  bool known = fake_alloc_find(p, 0, &a);
  for (unsigned int i = 0; i < count; ++i) {
    size_t size = attribute_size(which[i]);
    if (!data[i] || !size)
      return CUDA_ERROR_INVALID_VALUE;
    if (!known || attribute(data[i], which[i], &a, p) != CUDA_SUCCESS)
      memset(data[i], 0, size);
  }
  return CUDA_SUCCESS;
}

/* Allocations: page-aligned host memory for every kind, device pointers
 * being the host addresses, each recorded in the registry so pointer
 * queries, frees and copies can be checked. */
#include <stdlib.h>
#include <string.h>

#include "fake.h"

enum { ALIGNMENT = 4096, PITCH_ALIGNMENT = 512 };

static CUresult allocate(void **out, size_t size, enum fake_memory memory) {
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!out || size == 0)
    return CUDA_ERROR_INVALID_VALUE;
  bool on_device = memory == FAKE_DEVICE_MEMORY || memory == FAKE_MANAGED_MEMORY;
  if (on_device &&
      size > ((size_t)FAKE_TOTAL_MEMORY_GIB << 30) - fake_device_bytes_in_use(c->device))
    return CUDA_ERROR_OUT_OF_MEMORY;
  void *p = NULL;
  if (posix_memalign(&p, ALIGNMENT, size))
    return CUDA_ERROR_OUT_OF_MEMORY;
  r = fake_alloc_add((uintptr_t)p, size, memory);
  if (r != CUDA_SUCCESS) {
    free(p);
    return r;
  }
  *out = p;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemAlloc(CUdeviceptr *dptr, size_t size) {
  void *p = NULL;
  CUresult r = allocate(dptr ? &p : NULL, size, FAKE_DEVICE_MEMORY);
  if (r == CUDA_SUCCESS)
    *dptr = (CUdeviceptr)p;
  return r;
}

CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr *dptr, size_t size, unsigned int flags) {
  if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST)
    return CUDA_ERROR_INVALID_VALUE;
  void *p = NULL;
  CUresult r = allocate(dptr ? &p : NULL, size, FAKE_MANAGED_MEMORY);
  if (r == CUDA_SUCCESS)
    *dptr = (CUdeviceptr)p;
  return r;
}

CUresult CUDAAPI cuMemAllocPitch(CUdeviceptr *dptr, size_t *pitch, size_t width, size_t height,
                                 unsigned int element_size) {
  if (!pitch || !width || !height || (element_size != 4 && element_size != 8 && element_size != 16))
    return CUDA_ERROR_INVALID_VALUE;
  size_t row = (width + PITCH_ALIGNMENT - 1) / PITCH_ALIGNMENT * PITCH_ALIGNMENT;
  CUresult r = cuMemAlloc(dptr, row * height);
  if (r == CUDA_SUCCESS)
    *pitch = row;
  return r;
}

CUresult CUDAAPI cuMemHostAlloc(void **pp, size_t size, unsigned int flags) {
  unsigned known =
      CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_WRITECOMBINED;
  if (flags & ~known)
    return CUDA_ERROR_INVALID_VALUE;
  return allocate(pp, size, FAKE_HOST_MEMORY);
}

CUresult CUDAAPI cuMemAllocHost(void **pp, size_t size) { return cuMemHostAlloc(pp, size, 0); }

/* Freeing NULL is a no-op in CUDA; anything else must be the start of an
 * allocation of the matching kind. */
CUresult CUDAAPI cuMemFree(CUdeviceptr dptr) {
  if (!dptr)
    return CUDA_SUCCESS;
  unsigned kinds = 1u << FAKE_DEVICE_MEMORY | 1u << FAKE_MANAGED_MEMORY;
  if (!fake_alloc_remove(dptr, kinds))
    return CUDA_ERROR_INVALID_VALUE;
  free((void *)dptr);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemFreeHost(void *p) {
  if (!p)
    return CUDA_SUCCESS;
  if (!fake_alloc_remove((uintptr_t)p, 1u << FAKE_HOST_MEMORY))
    return CUDA_ERROR_INVALID_VALUE;
  free(p);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemGetInfo(size_t *free_bytes, size_t *total_bytes) {
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!free_bytes || !total_bytes)
    return CUDA_ERROR_INVALID_VALUE;
  *total_bytes = (size_t)FAKE_TOTAL_MEMORY_GIB << 30;
  *free_bytes = *total_bytes - fake_device_bytes_in_use(c->device);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemGetAddressRange(CUdeviceptr *base, size_t *size, CUdeviceptr dptr) {
  struct fake_alloc a;
  if (!fake_alloc_find(dptr, 0, &a))
    return CUDA_ERROR_NOT_FOUND;
  if (base)
    *base = a.base;
  if (size)
    *size = a.size;
  return CUDA_SUCCESS;
}

/* Host memory overlapping pinned or registered memory is already
 * registered, as CUDA says. */
CUresult CUDAAPI cuMemHostRegister(void *p, size_t size, unsigned int flags) {
  (void)flags;
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!p || !size)
    return CUDA_ERROR_INVALID_VALUE;
  struct fake_alloc a;
  if (fake_alloc_overlapping((uintptr_t)p, size, &a))
    return a.memory == FAKE_HOST_MEMORY || a.memory == FAKE_REGISTERED_MEMORY
               ? CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
               : CUDA_ERROR_INVALID_VALUE;
  return fake_alloc_add((uintptr_t)p, size, FAKE_REGISTERED_MEMORY);
}

CUresult CUDAAPI cuMemHostUnregister(void *p) {
  if (!p)
    return CUDA_ERROR_INVALID_VALUE;
  return fake_alloc_remove((uintptr_t)p, 1u << FAKE_REGISTERED_MEMORY)
             ? CUDA_SUCCESS
             : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

CUresult CUDAAPI cuMemHostGetDevicePointer(CUdeviceptr *dptr, void *p, unsigned int flags) {
  struct fake_alloc a;
  if (!dptr || !p || flags != 0 || !fake_alloc_find((uintptr_t)p, 0, &a) ||
      (a.memory != FAKE_HOST_MEMORY && a.memory != FAKE_REGISTERED_MEMORY))
    return CUDA_ERROR_INVALID_VALUE;
  *dptr = (CUdeviceptr)p;
  return CUDA_SUCCESS;
}

/* Hints about where memory should live: nothing moves, but the range must
 * be memory CUDA knows. */
static CUresult known_range(CUdeviceptr p, size_t size, CUstream stream) {
  struct fake_alloc a;
  if (!fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  return size && fake_alloc_find(p, size, &a) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult CUDAAPI cuMemPrefetchAsync(CUdeviceptr p, size_t size, CUmemLocation location,
                                    unsigned int flags, CUstream stream) {
  (void)location;
  (void)flags;
  return known_range(p, size, stream);
}

CUresult CUDAAPI cuMemAdvise(CUdeviceptr p, size_t size, CUmem_advise advice,
                             CUmemLocation location) {
  (void)advice;
  (void)location;
  return known_range(p, size, NULL);
}

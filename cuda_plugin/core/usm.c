/* Unified shared memory: host, device and shared allocations, and the
 * commands on USM pointers (memcpy, memset, 2D variants, prefetch, advise). */
#include <stdlib.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "fill.h"
#include "memory_ops.h"
#include "trace.h"
#include "usm.h"

core_result usm_check_alloc(void **result, core_context context, size_t size, uint32_t alignment) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!result || size == 0 || (alignment & (alignment - 1)))
    return CORE_ERROR_INVALID_VALUE;
  return CORE_SUCCESS;
}

static core_result check_device(core_context context, core_device device) {
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(context, device))
    return CORE_ERROR_INVALID_DEVICE;
  return CORE_SUCCESS;
}

/* CUDA aligns device allocations to 256 bytes and host ones to pages; a
 * larger alignment than that is refused rather than silently missed. */
static core_result check_alignment(void *ptr, uint32_t alignment) {
  if (alignment && (uintptr_t)ptr % alignment)
    return core_fail(CORE_ERROR_INVALID_VALUE, "CUDA cannot align an allocation to %u bytes",
                     alignment);
  return CORE_SUCCESS;
}

core_result usm_alloc(enum usm_kind kind, void **result, core_context context, core_device device,
                      size_t size, uint32_t alignment) {
  CORE_CHECK(usm_check_alloc(result, context, size, alignment));
  if (kind != USM_HOST)
    CORE_CHECK(check_device(context, device));
  CORE_CHECK(context_enter(
      &context->device_contexts[kind == USM_HOST ? 0 : context_device_index(context, device)]));
  void *ptr = NULL;
  CUdeviceptr dptr = 0;
  core_result r;
  if (kind == USM_HOST) {
    r = CU_CALL(cu.cuMemHostAlloc(&ptr, size,
                                  CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP));
  } else {
    r = kind == USM_DEVICE ? CU_CALL(cu.cuMemAlloc(&dptr, size))
                           : CU_CALL(cu.cuMemAllocManaged(&dptr, size, CU_MEM_ATTACH_GLOBAL));
    ptr = (void *)dptr;
  }
  CORE_CHECK(r);
  r = check_alignment(ptr, alignment);
  if (r != CORE_SUCCESS) {
    if (kind == USM_HOST)
      cu.cuMemFreeHost(ptr);
    else
      cu.cuMemFree(dptr);
    return r;
  }
  *result = ptr;
  return CORE_SUCCESS;
}

core_result usm_pitched_alloc(void **result, size_t *pitch, core_context context,
                              core_device device, size_t width, size_t height,
                              unsigned element_size) {
  CORE_CHECK(usm_check_alloc(result, context, width * height, 0));
  CORE_CHECK(check_device(context, device));
  if (!pitch)
    return CORE_ERROR_INVALID_VALUE;
  /* cuMemAllocPitch accepts 4, 8 or 16-byte elements. */
  unsigned cuda_element = element_size <= 4 ? 4 : element_size <= 8 ? 8 : 16;
  CUdeviceptr dptr = 0;
  CORE_CHECK(context_enter(&context->device_contexts[context_device_index(context, device)]));
  CU_CHECK(cu.cuMemAllocPitch(&dptr, pitch, width, height, cuda_element));
  *result = (void *)dptr;
  return CORE_SUCCESS;
}

static bool is_managed(const void *ptr) {
  unsigned int managed = 0;
  return cu.cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                  (CUdeviceptr)ptr) == CUDA_SUCCESS &&
         managed;
}

/* The CUcontext that owns device memory at ptr; NULL for host, shared or
 * unknown memory, which any context reaches by address. */
static CUcontext device_memory_owner(const void *ptr) {
  unsigned int type = 0;
  CUcontext owner = NULL;
  if (cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)ptr) !=
          CUDA_SUCCESS ||
      type != CU_MEMORYTYPE_DEVICE || is_managed(ptr) ||
      cu.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)ptr) !=
          CUDA_SUCCESS)
    return NULL;
  return owner;
}

/* The device context an allocation of `context` was made in: the first one
 * for host memory and for anything not found. */
static struct device_context *allocation_context(core_context context, const void *ptr) {
  CUcontext owner = context->num_devices > 1 ? device_memory_owner(ptr) : NULL;
  for (uint32_t i = 0; owner && i < context->num_devices; ++i)
    if (context->device_contexts[i].handle == owner)
      return &context->device_contexts[i];
  return &context->device_contexts[0];
}

core_result usm_free(core_context context, void *ptr) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  /* A lost context's memory went with it; freeing succeeds as releasing does,
   * so a runtime's clean-up after a native assert does not fail. */
  if (device_context_is_lost(&context->device_contexts[0]))
    return CORE_SUCCESS;
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  struct device_context *owner = allocation_context(context, ptr);
  if (device_context_is_lost(owner))
    return CORE_SUCCESS;
  CORE_CHECK(context_enter(owner));
  unsigned int type = 0;
  CU_CHECK(cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)ptr));
  if (type == CU_MEMORYTYPE_HOST)
    CU_CHECK(cu.cuMemFreeHost(ptr));
  else
    CU_CHECK(cu.cuMemFree((CUdeviceptr)ptr));
  return CORE_SUCCESS;
}

core_result usm_memset(core_queue queue, void *ptr, int32_t value, size_t count, uint32_t n,
                       const core_event *list, core_event *event) {
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_FILL, event != NULL));
  core_result r =
      count ? CU_CALL(cu.cuMemsetD8Async((CUdeviceptr)ptr, (unsigned char)value, count, e.stream))
            : CORE_SUCCESS;
  return enqueue_end(&e, r, event);
}

core_result usm_fill(core_queue queue, void *ptr, const void *pattern, size_t pattern_size,
                     size_t size, uint32_t n, const core_event *list, core_event *event) {
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(fill_check_pattern(pattern, pattern_size, size));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_FILL, event != NULL));
  core_result r =
      size ? fill_pattern((CUdeviceptr)ptr, size, pattern, pattern_size, e.stream) : CORE_SUCCESS;
  return enqueue_end(&e, r, event);
}

core_result usm_fill_2d(core_queue queue, void *ptr, size_t pitch, const void *pattern,
                        size_t pattern_size, size_t width, size_t height, uint32_t n,
                        const core_event *list, core_event *event) {
  if (!ptr || pitch < width)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(fill_check_pattern(pattern, pattern_size, width));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_FILL, event != NULL));
  core_result r = width && height ? fill_pattern_2d((CUdeviceptr)ptr, pitch, width, height,
                                                    pattern, pattern_size, e.stream)
                                  : CORE_SUCCESS;
  return enqueue_end(&e, r, event);
}

/* Device memory of two devices' contexts is a peer copy, which the driver
 * documents for pointers of different contexts; cuMemcpyAsync infers every
 * other direction from the unified addresses. */
static core_result copy_between(core_context context, void *dst, const void *src, size_t size,
                                CUstream stream) {
  CUcontext from = context->num_devices > 1 ? device_memory_owner(src) : NULL;
  CUcontext to = from ? device_memory_owner(dst) : NULL;
  if (to && to != from)
    return CU_CALL(
        cu.cuMemcpyPeerAsync((CUdeviceptr)dst, to, (CUdeviceptr)src, from, size, stream));
  return CU_CALL(cu.cuMemcpyAsync((CUdeviceptr)dst, (CUdeviceptr)src, size, stream));
}

core_result usm_memcpy(core_queue queue, bool blocking, void *dst, const void *src, size_t size,
                       uint32_t n, const core_event *list, core_event *event) {
  if (!dst || !src)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_COPY, event != NULL));
  core_result r = size ? copy_between(queue->context, dst, src, size, e.stream) : CORE_SUCCESS;
  if (r == CORE_SUCCESS && blocking)
    r = enqueue_wait(&e);
  return enqueue_end(&e, r, event);
}

/* Prefetching only means something for shared (managed) allocations; on
 * others it is a no-op that still orders the queue. */
core_result usm_migrate(core_queue queue, const void *ptr, size_t size, bool to_host, uint32_t n,
                        const core_event *list, core_event *event) {
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_USER, event != NULL));
  core_result r = CORE_SUCCESS;
  if (size && is_managed(ptr) && queue->device->props.concurrent_managed_access) {
    CUmemLocation to = to_host ? (CUmemLocation){CU_MEM_LOCATION_TYPE_HOST, 0}
                               : (CUmemLocation){CU_MEM_LOCATION_TYPE_DEVICE,
                                                 queue->device->cu_device};
    r = CU_CALL(cu.cuMemPrefetchAsync((CUdeviceptr)ptr, size, to, 0, e.stream));
  }
  return enqueue_end(&e, r, event);
}

core_result usm_prefetch(core_queue queue, const void *ptr, size_t size, uint32_t n,
                         const core_event *list, core_event *event) {
  return usm_migrate(queue, ptr, size, false, n, list, event);
}

static const struct {
  enum usm_advice advice;
  CUmem_advise cuda;
  bool host;
} advice_map[] = {
    {ADVISE_SET_READ_MOSTLY, CU_MEM_ADVISE_SET_READ_MOSTLY, false},
    {ADVISE_UNSET_READ_MOSTLY, CU_MEM_ADVISE_UNSET_READ_MOSTLY, false},
    {ADVISE_SET_PREFERRED_LOCATION, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, false},
    {ADVISE_UNSET_PREFERRED_LOCATION, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION, false},
    {ADVISE_SET_ACCESSED_BY, CU_MEM_ADVISE_SET_ACCESSED_BY, false},
    {ADVISE_UNSET_ACCESSED_BY, CU_MEM_ADVISE_UNSET_ACCESSED_BY, false},
    {ADVISE_SET_PREFERRED_LOCATION_HOST, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, true},
    {ADVISE_UNSET_PREFERRED_LOCATION_HOST, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION, true},
    {ADVISE_SET_ACCESSED_BY_HOST, CU_MEM_ADVISE_SET_ACCESSED_BY, true},
    {ADVISE_UNSET_ACCESSED_BY_HOST, CU_MEM_ADVISE_UNSET_ACCESSED_BY, true},
};
enum { ADVICE_COUNT = sizeof advice_map / sizeof advice_map[0] };

static core_result apply_advice(core_device device, const void *ptr, size_t length,
                                unsigned advice) {
  for (unsigned i = 0; i < ADVICE_COUNT; ++i) {
    if (!(advice & advice_map[i].advice))
      continue;
    CUmemLocation where = advice_map[i].host
                              ? (CUmemLocation){CU_MEM_LOCATION_TYPE_HOST, 0}
                              : (CUmemLocation){CU_MEM_LOCATION_TYPE_DEVICE, device->cu_device};
    CU_CHECK(cu.cuMemAdvise((CUdeviceptr)ptr, length, advice_map[i].cuda, where));
  }
  return CORE_SUCCESS;
}

core_result usm_advise(core_queue queue, const void *ptr, size_t length, unsigned advice,
                       core_event *event) {
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, 0, NULL, COMMAND_USER, event != NULL));
  core_result r = CORE_SUCCESS;
  if (length && is_managed(ptr))
    r = apply_advice(queue->device, ptr, length, advice);
  return enqueue_end(&e, r, event);
}

core_result usm_pointer_query(core_context context, const void *ptr, enum usm_query query,
                              struct usm_answer *answer) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  CUdeviceptr p = (CUdeviceptr)ptr;
  unsigned int type = 0;
  if (cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, p) != CUDA_SUCCESS) {
    if (query != USM_QUERY_TYPE)
      return CORE_ERROR_INVALID_MEM_OBJECT;
    answer->type = USM_TYPE_UNKNOWN;
    return CORE_SUCCESS;
  }
  switch (query) {
  case USM_QUERY_TYPE:
    answer->type = is_managed(ptr)              ? USM_TYPE_SHARED
                   : type == CU_MEMORYTYPE_HOST ? USM_TYPE_HOST
                                                : USM_TYPE_DEVICE;
    return CORE_SUCCESS;
  case USM_QUERY_BASE:
    CU_CHECK(cu.cuPointerGetAttribute(&answer->base, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, p));
    return CORE_SUCCESS;
  case USM_QUERY_SIZE:
    CU_CHECK(cu.cuPointerGetAttribute(&answer->size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, p));
    return CORE_SUCCESS;
  case USM_QUERY_DEVICE: {
    answer->device = NULL;
    if (type == CU_MEMORYTYPE_HOST && !is_managed(ptr))
      return CORE_SUCCESS;
    int ordinal = 0;
    CU_CHECK(cu.cuPointerGetAttribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, p));
    CUdevice dev;
    CU_CHECK(cu.cuDeviceGet(&dev, ordinal));
    answer->device = platform_find_device(dev);
    return CORE_SUCCESS;
  }
  case USM_QUERY_NONE:
    break;
  }
  return CORE_ERROR_INVALID_VALUE;
}

core_result usm_memset_2d(core_queue queue, void *ptr, size_t pitch, int value, size_t width,
                          size_t height, uint32_t n, const core_event *list, core_event *event) {
  if (!ptr || pitch < width)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_FILL, event != NULL));
  core_result r = CU_CALL(
      cu.cuMemsetD2D8Async((CUdeviceptr)ptr, pitch, (unsigned char)value, width, height, e.stream));
  return enqueue_end(&e, r, event);
}

core_result usm_memcpy_2d(core_queue queue, bool blocking, void *dst, size_t dst_pitch,
                          const void *src, size_t src_pitch, size_t width, size_t height,
                          uint32_t n, const core_event *list, core_event *event) {
  if (!dst || !src || dst_pitch < width || src_pitch < width)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_COPY, event != NULL));
  CUDA_MEMCPY2D c = {
      .srcMemoryType = CU_MEMORYTYPE_UNIFIED,
      .srcDevice = (CUdeviceptr)src,
      .srcPitch = src_pitch,
      .dstMemoryType = CU_MEMORYTYPE_UNIFIED,
      .dstDevice = (CUdeviceptr)dst,
      .dstPitch = dst_pitch,
      .WidthInBytes = width,
      .Height = height,
  };
  core_result r = CU_CALL(cu.cuMemcpy2DAsync(&c, e.stream));
  if (r == CORE_SUCCESS && blocking)
    r = enqueue_wait(&e);
  return enqueue_end(&e, r, event);
}

core_result usm_import(const void *ptr, size_t size, core_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ptr || !size)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuMemHostRegister((void *)ptr, size,
                                CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP));
  return CORE_SUCCESS;
}

core_result usm_release(const void *ptr, core_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuMemHostUnregister((void *)ptr));
  return CORE_SUCCESS;
}

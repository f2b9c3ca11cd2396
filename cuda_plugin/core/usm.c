/* Unified shared memory: host, device and shared allocations, and the
 * commands on USM pointers (memcpy, memset, 2D variants, prefetch, advise). */
#include <stdlib.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "info.h"
#include "trace.h"

static pi_result check_usm_properties(const pi_usm_mem_properties *properties) {
  for (const pi_usm_mem_properties *p = properties; p && *p; p += 2)
    if (*p != PI_MEM_ALLOC_FLAGS && *p != PI_MEM_USM_ALLOC_BUFFER_LOCATION)
      return pi_fail(PI_ERROR_INVALID_VALUE, "USM property 0x%llx is not supported",
                     (unsigned long long)*p);
  return PI_SUCCESS;
}

static pi_result check_alloc(void **result, pi_context context, size_t size,
                             pi_uint32 alignment, const pi_usm_mem_properties *properties) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!result || size == 0 || (alignment & (alignment - 1)))
    return PI_ERROR_INVALID_VALUE;
  return check_usm_properties(properties);
}

static pi_result check_device(pi_context context, pi_device device) {
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(context, device))
    return PI_ERROR_INVALID_DEVICE;
  return PI_SUCCESS;
}

/* CUDA aligns device allocations to 256 bytes and host ones to pages; a
 * larger alignment than that is refused rather than silently missed. */
static pi_result check_alignment(void *ptr, pi_uint32 alignment) {
  if (alignment && (uintptr_t)ptr % alignment)
    return pi_fail(PI_ERROR_INVALID_VALUE, "CUDA cannot align an allocation to %u bytes",
                   alignment);
  return PI_SUCCESS;
}

enum usm_kind { USM_HOST, USM_DEVICE, USM_SHARED };

static pi_result usm_alloc(enum usm_kind kind, void **result, pi_context context,
                           pi_device device, pi_usm_mem_properties *properties, size_t size,
                           pi_uint32 alignment) {
  PI_CHECK(check_alloc(result, context, size, alignment, properties));
  if (kind != USM_HOST)
    PI_CHECK(check_device(context, device));
  PI_CHECK(context_enter(
      &context->device_contexts[kind == USM_HOST ? 0 : context_device_index(context, device)]));
  void *ptr = NULL;
  CUdeviceptr dptr = 0;
  pi_result r;
  if (kind == USM_HOST) {
    r = CU_CALL(cu.cuMemHostAlloc(&ptr, size,
                                  CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP));
  } else {
    r = kind == USM_DEVICE ? CU_CALL(cu.cuMemAlloc(&dptr, size))
                           : CU_CALL(cu.cuMemAllocManaged(&dptr, size, CU_MEM_ATTACH_GLOBAL));
    ptr = (void *)dptr;
  }
  PI_CHECK(r);
  r = check_alignment(ptr, alignment);
  if (r != PI_SUCCESS) {
    if (kind == USM_HOST)
      cu.cuMemFreeHost(ptr);
    else
      cu.cuMemFree(dptr);
    return r;
  }
  *result = ptr;
  return PI_SUCCESS;
}

pi_result piextUSMHostAlloc(void **result_ptr, pi_context context,
                            pi_usm_mem_properties *properties, size_t size,
                            pi_uint32 alignment) {
  PI_TRACED(usm_alloc(USM_HOST, result_ptr, context, NULL, properties, size, alignment),
            "context=%p, size=%zu, alignment=%u -> %p", (void *)context, size, alignment,
            result_ptr ? *result_ptr : NULL);
}

pi_result piextUSMDeviceAlloc(void **result_ptr, pi_context context, pi_device device,
                              pi_usm_mem_properties *properties, size_t size,
                              pi_uint32 alignment) {
  PI_TRACED(usm_alloc(USM_DEVICE, result_ptr, context, device, properties, size, alignment),
            "context=%p, device=%p, size=%zu, alignment=%u -> %p", (void *)context,
            (void *)device, size, alignment, result_ptr ? *result_ptr : NULL);
}

pi_result piextUSMSharedAlloc(void **result_ptr, pi_context context, pi_device device,
                              pi_usm_mem_properties *properties, size_t size,
                              pi_uint32 alignment) {
  PI_TRACED(usm_alloc(USM_SHARED, result_ptr, context, device, properties, size, alignment),
            "context=%p, device=%p, size=%zu, alignment=%u -> %p", (void *)context,
            (void *)device, size, alignment, result_ptr ? *result_ptr : NULL);
}

static pi_result usm_pitched_alloc(void **result, size_t *pitch, pi_context context,
                                   pi_device device, pi_usm_mem_properties *properties,
                                   size_t width, size_t height, unsigned element_size) {
  PI_CHECK(check_alloc(result, context, width * height, 0, properties));
  PI_CHECK(check_device(context, device));
  if (!pitch)
    return PI_ERROR_INVALID_VALUE;
  /* cuMemAllocPitch accepts 4, 8 or 16-byte elements. */
  unsigned cuda_element = element_size <= 4 ? 4 : element_size <= 8 ? 8 : 16;
  CUdeviceptr dptr = 0;
  PI_CHECK(context_enter(&context->device_contexts[context_device_index(context, device)]));
  CU_CHECK(cu.cuMemAllocPitch(&dptr, pitch, width, height, cuda_element));
  *result = (void *)dptr;
  return PI_SUCCESS;
}

pi_result piextUSMPitchedAlloc(void **result_ptr, size_t *result_pitch, pi_context context,
                               pi_device device, pi_usm_mem_properties *properties,
                               size_t width_in_bytes, size_t height,
                               unsigned int element_size_bytes) {
  PI_TRACED(usm_pitched_alloc(result_ptr, result_pitch, context, device, properties,
                              width_in_bytes, height, element_size_bytes),
            "context=%p, device=%p, width=%zu, height=%zu, element=%u -> %p",
            (void *)context, (void *)device, width_in_bytes, height, element_size_bytes,
            result_ptr ? *result_ptr : NULL);
}

static pi_result usm_free(pi_context context, void *ptr) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!ptr)
    return PI_ERROR_INVALID_VALUE;
  /* A lost context's memory went with it; freeing succeeds as releasing does,
   * so a runtime's clean-up after a native assert does not fail. */
  if (device_context_is_lost(&context->device_contexts[0]))
    return PI_SUCCESS;
  PI_CHECK(context_enter(&context->device_contexts[0]));
  unsigned int type = 0;
  CU_CHECK(cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)ptr));
  if (type == CU_MEMORYTYPE_HOST)
    CU_CHECK(cu.cuMemFreeHost(ptr));
  else
    CU_CHECK(cu.cuMemFree((CUdeviceptr)ptr));
  return PI_SUCCESS;
}

pi_result piextUSMFree(pi_context context, void *ptr) {
  PI_TRACED(usm_free(context, ptr), "context=%p, ptr=%p", (void *)context, ptr);
}

static pi_result usm_memset(pi_queue queue, void *ptr, pi_int32 value, size_t count,
                            pi_uint32 n, const pi_event *list, pi_event *event) {
  if (!ptr)
    return PI_ERROR_INVALID_VALUE;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_FILL, event != NULL));
  pi_result r = count ? CU_CALL(cu.cuMemsetD8Async((CUdeviceptr)ptr, (unsigned char)value,
                                                   count, e.stream))
                      : PI_SUCCESS;
  return enqueue_end(&e, r, event);
}

pi_result piextUSMEnqueueMemset(pi_queue queue, void *ptr, pi_int32 value, size_t count,
                                pi_uint32 num_events_in_waitlist,
                                const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memset(queue, ptr, value, count, num_events_in_waitlist, events_waitlist,
                       event),
            "queue=%p, ptr=%p, value=%d, count=%zu, num_events=%u, event=%p", (void *)queue,
            ptr, value, count, num_events_in_waitlist, (void *)event);
}

static pi_result usm_memcpy(pi_queue queue, pi_bool blocking, void *dst, const void *src,
                            size_t size, pi_uint32 n, const pi_event *list, pi_event *event) {
  if (!dst || !src)
    return PI_ERROR_INVALID_VALUE;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_COPY, event != NULL));
  pi_result r = size ? CU_CALL(cu.cuMemcpyAsync((CUdeviceptr)dst, (CUdeviceptr)src, size,
                                                e.stream))
                     : PI_SUCCESS;
  if (r == PI_SUCCESS && blocking)
    r = enqueue_wait(&e);
  return enqueue_end(&e, r, event);
}

pi_result piextUSMEnqueueMemcpy(pi_queue queue, pi_bool blocking, void *dst_ptr,
                                const void *src_ptr, size_t size,
                                pi_uint32 num_events_in_waitlist,
                                const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memcpy(queue, blocking, dst_ptr, src_ptr, size, num_events_in_waitlist,
                       events_waitlist, event),
            "queue=%p, blocking=%u, dst=%p, src=%p, size=%zu, num_events=%u, event=%p",
            (void *)queue, blocking, dst_ptr, src_ptr, size, num_events_in_waitlist,
            (void *)event);
}

static bool is_managed(const void *ptr) {
  unsigned int managed = 0;
  return cu.cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                  (CUdeviceptr)ptr) == CUDA_SUCCESS &&
         managed;
}

/* Prefetching only means something for shared (managed) allocations; on
 * others it is a no-op that still orders the queue. */
static pi_result usm_prefetch(pi_queue queue, const void *ptr, size_t size,
                              pi_usm_migration_flags flags, pi_uint32 n, const pi_event *list,
                              pi_event *event) {
  if (!ptr || (flags & ~PI_USM_MIGRATION_TBD0))
    return PI_ERROR_INVALID_VALUE;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_USER, event != NULL));
  pi_result r = PI_SUCCESS;
  if (size && is_managed(ptr) && queue->device->props.concurrent_managed_access) {
    CUmemLocation to = {CU_MEM_LOCATION_TYPE_DEVICE, queue->device->cu_device};
    r = CU_CALL(cu.cuMemPrefetchAsync((CUdeviceptr)ptr, size, to, 0, e.stream));
  }
  return enqueue_end(&e, r, event);
}

pi_result piextUSMEnqueuePrefetch(pi_queue queue, const void *ptr, size_t size,
                                  pi_usm_migration_flags flags,
                                  pi_uint32 num_events_in_waitlist,
                                  const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_prefetch(queue, ptr, size, flags, num_events_in_waitlist, events_waitlist,
                         event),
            "queue=%p, ptr=%p, size=%zu, flags=0x%llx, num_events=%u, event=%p",
            (void *)queue, ptr, size, (unsigned long long)flags, num_events_in_waitlist,
            (void *)event);
}

static const struct {
  pi_mem_advice advice;
  CUmem_advise cuda;
  bool host;
} advice_map[] = {
    {PI_MEM_ADVICE_CUDA_SET_READ_MOSTLY, CU_MEM_ADVISE_SET_READ_MOSTLY, false},
    {PI_MEM_ADVICE_CUDA_UNSET_READ_MOSTLY, CU_MEM_ADVISE_UNSET_READ_MOSTLY, false},
    {PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, false},
    {PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION, false},
    {PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY, CU_MEM_ADVISE_SET_ACCESSED_BY, false},
    {PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY, CU_MEM_ADVISE_UNSET_ACCESSED_BY, false},
    {PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION_HOST, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, true},
    {PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION_HOST, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION, true},
    {PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY_HOST, CU_MEM_ADVISE_SET_ACCESSED_BY, true},
    {PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY_HOST, CU_MEM_ADVISE_UNSET_ACCESSED_BY, true},
};
enum { ADVICE_COUNT = sizeof advice_map / sizeof advice_map[0] };

/* PI_MEM_ADVICE_RESET undoes every setting. */
static const pi_mem_advice reset_advice = PI_MEM_ADVICE_CUDA_UNSET_READ_MOSTLY |
                                          PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION |
                                          PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY |
                                          PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY_HOST;

static pi_result apply_advice(pi_device device, const void *ptr, size_t length,
                              unsigned bits) {
  for (unsigned i = 0; i < ADVICE_COUNT; ++i) {
    if (!(bits & (unsigned)advice_map[i].advice))
      continue;
    CUmemLocation where = advice_map[i].host
                              ? (CUmemLocation){CU_MEM_LOCATION_TYPE_HOST, 0}
                              : (CUmemLocation){CU_MEM_LOCATION_TYPE_DEVICE, device->cu_device};
    CU_CHECK(cu.cuMemAdvise((CUdeviceptr)ptr, length, advice_map[i].cuda, where));
  }
  return PI_SUCCESS;
}

static pi_result usm_advise(pi_queue queue, const void *ptr, size_t length,
                            pi_mem_advice advice, pi_event *event) {
  unsigned known = 0;
  for (unsigned i = 0; i < ADVICE_COUNT; ++i)
    known |= (unsigned)advice_map[i].advice;
  if (!ptr || ((unsigned)advice & ~known))
    return pi_fail(PI_ERROR_INVALID_VALUE, "memory advice 0x%x is not a CUDA advice",
                   (unsigned)advice);
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, 0, NULL, PI_COMMAND_TYPE_USER, event != NULL));
  pi_result r = PI_SUCCESS;
  if (length && is_managed(ptr))
    r = apply_advice(queue->device, ptr, length,
                     advice == PI_MEM_ADVICE_RESET ? (unsigned)reset_advice : (unsigned)advice);
  return enqueue_end(&e, r, event);
}

pi_result piextUSMEnqueueMemAdvise(pi_queue queue, const void *ptr, size_t length,
                                   pi_mem_advice advice, pi_event *event) {
  PI_TRACED(usm_advise(queue, ptr, length, advice, event),
            "queue=%p, ptr=%p, length=%zu, advice=0x%x, event=%p", (void *)queue, ptr, length,
            (unsigned)advice, (void *)event);
}

static pi_result usm_alloc_info(pi_context context, const void *ptr,
                                pi_mem_alloc_info param_name, size_t param_value_size,
                                void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!ptr)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(context_enter(&context->device_contexts[0]));
  CUdeviceptr p = (CUdeviceptr)ptr;
  unsigned int type = 0;
  if (cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, p) != CUDA_SUCCESS) {
    if (param_name == PI_MEM_ALLOC_TYPE)
      INFO_VALUE(pi_usm_type, PI_MEM_TYPE_UNKNOWN);
    return PI_ERROR_INVALID_MEM_OBJECT;
  }
  switch (param_name) {
  case PI_MEM_ALLOC_TYPE:
    INFO_VALUE(pi_usm_type, is_managed(ptr)               ? PI_MEM_TYPE_SHARED
                            : type == CU_MEMORYTYPE_HOST ? PI_MEM_TYPE_HOST
                                                         : PI_MEM_TYPE_DEVICE);
  case PI_MEM_ALLOC_BASE_PTR: {
    void *base = NULL;
    CU_CHECK(cu.cuPointerGetAttribute(&base, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, p));
    INFO_VALUE(void *, base);
  }
  case PI_MEM_ALLOC_SIZE: {
    size_t size = 0;
    CU_CHECK(cu.cuPointerGetAttribute(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, p));
    INFO_VALUE(size_t, size);
  }
  case PI_MEM_ALLOC_DEVICE: {
    if (type == CU_MEMORYTYPE_HOST && !is_managed(ptr))
      INFO_VALUE(pi_device, NULL);
    int ordinal = 0;
    CU_CHECK(cu.cuPointerGetAttribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, p));
    CUdevice dev;
    CU_CHECK(cu.cuDeviceGet(&dev, ordinal));
    INFO_VALUE(pi_device, platform_find_device(dev));
  }
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piextUSMGetMemAllocInfo(pi_context context, const void *ptr,
                                  pi_mem_alloc_info param_name, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(usm_alloc_info(context, ptr, param_name, param_value_size, param_value,
                           param_value_size_ret),
            "context=%p, ptr=%p, param=0x%x, size=%zu, value=%p", (void *)context, ptr,
            (unsigned)param_name, param_value_size, param_value);
}

static pi_result usm_fill_2d(pi_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  return pi_fail(PI_ERROR_UNSUPPORTED_FEATURE,
                 "2D USM fill is not offered (PI_EXT_ONEAPI_CONTEXT_INFO_USM_FILL2D_SUPPORT "
                 "is false)");
}

pi_result piextUSMEnqueueFill2D(pi_queue queue, void *ptr, size_t pitch, size_t pattern_size,
                                const void *pattern, size_t width, size_t height,
                                pi_uint32 num_events_in_waitlist,
                                const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_fill_2d(queue),
            "queue=%p, ptr=%p, pitch=%zu, pattern_size=%zu, pattern=%p, width=%zu, "
            "height=%zu, num_events=%u, events=%p, event=%p",
            (void *)queue, ptr, pitch, pattern_size, pattern, width, height,
            num_events_in_waitlist, (void *)events_waitlist, (void *)event);
}

static pi_result usm_memset_2d(pi_queue queue, void *ptr, size_t pitch, int value,
                               size_t width, size_t height, pi_uint32 n, const pi_event *list,
                               pi_event *event) {
  if (!ptr || pitch < width)
    return PI_ERROR_INVALID_VALUE;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_FILL, event != NULL));
  pi_result r = CU_CALL(cu.cuMemsetD2D8Async((CUdeviceptr)ptr, pitch, (unsigned char)value,
                                             width, height, e.stream));
  return enqueue_end(&e, r, event);
}

pi_result piextUSMEnqueueMemset2D(pi_queue queue, void *ptr, size_t pitch, int value,
                                  size_t width, size_t height,
                                  pi_uint32 num_events_in_waitlist,
                                  const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memset_2d(queue, ptr, pitch, value, width, height, num_events_in_waitlist,
                          events_waitlist, event),
            "queue=%p, ptr=%p, pitch=%zu, value=%d, width=%zu, height=%zu, event=%p",
            (void *)queue, ptr, pitch, value, width, height, (void *)event);
}

static pi_result usm_memcpy_2d(pi_queue queue, pi_bool blocking, void *dst, size_t dst_pitch,
                               const void *src, size_t src_pitch, size_t width, size_t height,
                               pi_uint32 n, const pi_event *list, pi_event *event) {
  if (!dst || !src || dst_pitch < width || src_pitch < width)
    return PI_ERROR_INVALID_VALUE;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_COPY, event != NULL));
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
  pi_result r = CU_CALL(cu.cuMemcpy2DAsync(&c, e.stream));
  if (r == PI_SUCCESS && blocking)
    r = enqueue_wait(&e);
  return enqueue_end(&e, r, event);
}

pi_result piextUSMEnqueueMemcpy2D(pi_queue queue, pi_bool blocking, void *dst_ptr,
                                  size_t dst_pitch, const void *src_ptr, size_t src_pitch,
                                  size_t width, size_t height,
                                  pi_uint32 num_events_in_waitlist,
                                  const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memcpy_2d(queue, blocking, dst_ptr, dst_pitch, src_ptr, src_pitch, width,
                          height, num_events_in_waitlist, events_waitlist, event),
            "queue=%p, blocking=%u, dst=%p, dst_pitch=%zu, src=%p, src_pitch=%zu, "
            "width=%zu, height=%zu, event=%p",
            (void *)queue, blocking, dst_ptr, dst_pitch, src_ptr, src_pitch, width, height,
            (void *)event);
}

static pi_result usm_import(const void *ptr, size_t size, pi_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!ptr || !size)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuMemHostRegister((void *)ptr, size,
                                CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP));
  return PI_SUCCESS;
}

pi_result piextUSMImport(const void *ptr, size_t size, pi_context context) {
  PI_TRACED(usm_import(ptr, size, context), "ptr=%p, size=%zu, context=%p", ptr, size,
            (void *)context);
}

static pi_result usm_release(const void *ptr, pi_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!ptr)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuMemHostUnregister((void *)ptr));
  return PI_SUCCESS;
}

pi_result piextUSMRelease(const void *ptr, pi_context context) {
  PI_TRACED(usm_release(ptr, context), "ptr=%p, context=%p", ptr, (void *)context);
}

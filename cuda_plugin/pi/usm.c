#include "face.h"

static core_result check_usm_properties(const pi_usm_mem_properties *properties) {
  for (const pi_usm_mem_properties *p = properties; p && *p; p += 2)
    if (*p != PI_MEM_ALLOC_FLAGS && *p != PI_MEM_USM_ALLOC_BUFFER_LOCATION)
      return core_fail(CORE_ERROR_INVALID_VALUE, "USM property 0x%llx is not supported",
                       (unsigned long long)*p);
  return CORE_SUCCESS;
}

static core_result alloc(enum usm_kind kind, void **result, pi_context context, pi_device device,
                         const pi_usm_mem_properties *properties, size_t size,
                         pi_uint32 alignment) {
  CORE_CHECK(usm_check_alloc(result, context, size, alignment));
  CORE_CHECK(check_usm_properties(properties));
  return usm_alloc(kind, result, context, device, size, alignment);
}

static core_result pitched_alloc(void **result, size_t *pitch, pi_context context, pi_device device,
                                 const pi_usm_mem_properties *properties, size_t width,
                                 size_t height, unsigned element_size) {
  CORE_CHECK(usm_check_alloc(result, context, width * height, 0));
  CORE_CHECK(check_usm_properties(properties));
  return usm_pitched_alloc(result, pitch, context, device, width, height, element_size);
}

static core_result prefetch(pi_queue queue, const void *ptr, size_t size,
                            pi_usm_migration_flags flags, pi_uint32 n, const pi_event *list,
                            pi_event *event) {
  if (flags & ~PI_USM_MIGRATION_TBD0)
    return CORE_ERROR_INVALID_VALUE;
  return usm_prefetch(queue, ptr, size, n, list, event);
}

static const struct {
  pi_mem_advice pi;
  enum usm_advice core;
} advice_map[] = {
    {PI_MEM_ADVICE_CUDA_SET_READ_MOSTLY, ADVISE_SET_READ_MOSTLY},
    {PI_MEM_ADVICE_CUDA_UNSET_READ_MOSTLY, ADVISE_UNSET_READ_MOSTLY},
    {PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION, ADVISE_SET_PREFERRED_LOCATION},
    {PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION, ADVISE_UNSET_PREFERRED_LOCATION},
    {PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY, ADVISE_SET_ACCESSED_BY},
    {PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY, ADVISE_UNSET_ACCESSED_BY},
    {PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION_HOST, ADVISE_SET_PREFERRED_LOCATION_HOST},
    {PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION_HOST, ADVISE_UNSET_PREFERRED_LOCATION_HOST},
    {PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY_HOST, ADVISE_SET_ACCESSED_BY_HOST},
    {PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY_HOST, ADVISE_UNSET_ACCESSED_BY_HOST},
};
enum { ADVICE_COUNT = sizeof advice_map / sizeof advice_map[0] };

/* PI_MEM_ADVICE_RESET (0) undoes every setting; other bits are CUDA's. */
static core_result advise(pi_queue queue, const void *ptr, size_t length, pi_mem_advice advice,
                          pi_event *event) {
  unsigned known = 0, core_advice = 0;
  for (unsigned i = 0; i < ADVICE_COUNT; ++i) {
    known |= (unsigned)advice_map[i].pi;
    if ((unsigned)advice & (unsigned)advice_map[i].pi)
      core_advice |= advice_map[i].core;
  }
  if (!ptr || ((unsigned)advice & ~known))
    return core_fail(CORE_ERROR_INVALID_VALUE, "memory advice 0x%x is not a CUDA advice",
                     (unsigned)advice);
  return usm_advise(queue, ptr, length,
                    advice == PI_MEM_ADVICE_RESET ? (unsigned)ADVISE_RESET : core_advice, event);
}

static core_result alloc_info(pi_context context, const void *ptr, pi_mem_alloc_info param_name,
                              size_t param_value_size, void *param_value,
                              size_t *param_value_size_ret) {
  enum usm_query query = param_name == PI_MEM_ALLOC_TYPE       ? USM_QUERY_TYPE
                         : param_name == PI_MEM_ALLOC_BASE_PTR ? USM_QUERY_BASE
                         : param_name == PI_MEM_ALLOC_SIZE     ? USM_QUERY_SIZE
                         : param_name == PI_MEM_ALLOC_DEVICE   ? USM_QUERY_DEVICE
                                                               : USM_QUERY_NONE;
  struct usm_answer answer;
  CORE_CHECK(usm_pointer_query(context, ptr, query, &answer));
  switch (query) {
  case USM_QUERY_TYPE: {
    static const pi_usm_type types[] = {
        [USM_TYPE_UNKNOWN] = PI_MEM_TYPE_UNKNOWN,
        [USM_TYPE_HOST] = PI_MEM_TYPE_HOST,
        [USM_TYPE_DEVICE] = PI_MEM_TYPE_DEVICE,
        [USM_TYPE_SHARED] = PI_MEM_TYPE_SHARED,
    };
    INFO_VALUE(pi_usm_type, types[answer.type]);
  }
  case USM_QUERY_BASE:
    INFO_VALUE(void *, answer.base);
  case USM_QUERY_SIZE:
    INFO_VALUE(size_t, answer.size);
  case USM_QUERY_DEVICE:
    INFO_VALUE(pi_device, answer.device);
  case USM_QUERY_NONE:
    break;
  }
  return CORE_ERROR_INVALID_VALUE;
}

static core_result fill_2d(pi_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE,
                   "2D USM fill is not offered (PI_EXT_ONEAPI_CONTEXT_INFO_USM_FILL2D_SUPPORT "
                   "is false)");
}

pi_result piextUSMHostAlloc(void **result_ptr, pi_context context,
                            pi_usm_mem_properties *properties, size_t size, pi_uint32 alignment) {
  PI_TRACED(alloc(USM_HOST, result_ptr, context, NULL, properties, size, alignment),
            "context=%p, size=%zu, alignment=%u -> %p", (void *)context, size, alignment,
            result_ptr ? *result_ptr : NULL);
}

pi_result piextUSMDeviceAlloc(void **result_ptr, pi_context context, pi_device device,
                              pi_usm_mem_properties *properties, size_t size, pi_uint32 alignment) {
  PI_TRACED(alloc(USM_DEVICE, result_ptr, context, device, properties, size, alignment),
            "context=%p, device=%p, size=%zu, alignment=%u -> %p", (void *)context, (void *)device,
            size, alignment, result_ptr ? *result_ptr : NULL);
}

pi_result piextUSMSharedAlloc(void **result_ptr, pi_context context, pi_device device,
                              pi_usm_mem_properties *properties, size_t size, pi_uint32 alignment) {
  PI_TRACED(alloc(USM_SHARED, result_ptr, context, device, properties, size, alignment),
            "context=%p, device=%p, size=%zu, alignment=%u -> %p", (void *)context, (void *)device,
            size, alignment, result_ptr ? *result_ptr : NULL);
}

pi_result piextUSMPitchedAlloc(void **result_ptr, size_t *result_pitch, pi_context context,
                               pi_device device, pi_usm_mem_properties *properties,
                               size_t width_in_bytes, size_t height,
                               unsigned int element_size_bytes) {
  PI_TRACED(pitched_alloc(result_ptr, result_pitch, context, device, properties, width_in_bytes,
                          height, element_size_bytes),
            "context=%p, device=%p, width=%zu, height=%zu, element=%u -> %p", (void *)context,
            (void *)device, width_in_bytes, height, element_size_bytes,
            result_ptr ? *result_ptr : NULL);
}

pi_result piextUSMFree(pi_context context, void *ptr) {
  PI_TRACED(usm_free(context, ptr), "context=%p, ptr=%p", (void *)context, ptr);
}

pi_result piextUSMEnqueueMemset(pi_queue queue, void *ptr, pi_int32 value, size_t count,
                                pi_uint32 num_events_in_waitlist, const pi_event *events_waitlist,
                                pi_event *event) {
  PI_TRACED(usm_memset(queue, ptr, value, count, num_events_in_waitlist, events_waitlist, event),
            "queue=%p, ptr=%p, value=%d, count=%zu, num_events=%u, event=%p", (void *)queue, ptr,
            value, count, num_events_in_waitlist, (void *)event);
}

pi_result piextUSMEnqueueMemcpy(pi_queue queue, pi_bool blocking, void *dst_ptr,
                                const void *src_ptr, size_t size, pi_uint32 num_events_in_waitlist,
                                const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memcpy(queue, blocking, dst_ptr, src_ptr, size, num_events_in_waitlist,
                       events_waitlist, event),
            "queue=%p, blocking=%u, dst=%p, src=%p, size=%zu, num_events=%u, event=%p",
            (void *)queue, blocking, dst_ptr, src_ptr, size, num_events_in_waitlist, (void *)event);
}

pi_result piextUSMEnqueuePrefetch(pi_queue queue, const void *ptr, size_t size,
                                  pi_usm_migration_flags flags, pi_uint32 num_events_in_waitlist,
                                  const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(prefetch(queue, ptr, size, flags, num_events_in_waitlist, events_waitlist, event),
            "queue=%p, ptr=%p, size=%zu, flags=0x%llx, num_events=%u, event=%p", (void *)queue, ptr,
            size, (unsigned long long)flags, num_events_in_waitlist, (void *)event);
}

pi_result piextUSMEnqueueMemAdvise(pi_queue queue, const void *ptr, size_t length,
                                   pi_mem_advice advice, pi_event *event) {
  PI_TRACED(advise(queue, ptr, length, advice, event),
            "queue=%p, ptr=%p, length=%zu, advice=0x%x, event=%p", (void *)queue, ptr, length,
            (unsigned)advice, (void *)event);
}

pi_result piextUSMGetMemAllocInfo(pi_context context, const void *ptr, pi_mem_alloc_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  PI_TRACED(
      alloc_info(context, ptr, param_name, param_value_size, param_value, param_value_size_ret),
      "context=%p, ptr=%p, param=0x%x, size=%zu, value=%p", (void *)context, ptr,
      (unsigned)param_name, param_value_size, param_value);
}

pi_result piextUSMEnqueueFill2D(pi_queue queue, void *ptr, size_t pitch, size_t pattern_size,
                                const void *pattern, size_t width, size_t height,
                                pi_uint32 num_events_in_waitlist, const pi_event *events_waitlist,
                                pi_event *event) {
  PI_TRACED(fill_2d(queue),
            "queue=%p, ptr=%p, pitch=%zu, pattern_size=%zu, pattern=%p, width=%zu, "
            "height=%zu, num_events=%u, events=%p, event=%p",
            (void *)queue, ptr, pitch, pattern_size, pattern, width, height, num_events_in_waitlist,
            (void *)events_waitlist, (void *)event);
}

pi_result piextUSMEnqueueMemset2D(pi_queue queue, void *ptr, size_t pitch, int value, size_t width,
                                  size_t height, pi_uint32 num_events_in_waitlist,
                                  const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memset_2d(queue, ptr, pitch, value, width, height, num_events_in_waitlist,
                          events_waitlist, event),
            "queue=%p, ptr=%p, pitch=%zu, value=%d, width=%zu, height=%zu, event=%p", (void *)queue,
            ptr, pitch, value, width, height, (void *)event);
}

pi_result piextUSMEnqueueMemcpy2D(pi_queue queue, pi_bool blocking, void *dst_ptr, size_t dst_pitch,
                                  const void *src_ptr, size_t src_pitch, size_t width,
                                  size_t height, pi_uint32 num_events_in_waitlist,
                                  const pi_event *events_waitlist, pi_event *event) {
  PI_TRACED(usm_memcpy_2d(queue, blocking, dst_ptr, dst_pitch, src_ptr, src_pitch, width, height,
                          num_events_in_waitlist, events_waitlist, event),
            "queue=%p, blocking=%u, dst=%p, dst_pitch=%zu, src=%p, src_pitch=%zu, "
            "width=%zu, height=%zu, event=%p",
            (void *)queue, blocking, dst_ptr, dst_pitch, src_ptr, src_pitch, width, height,
            (void *)event);
}

pi_result piextUSMImport(const void *ptr, size_t size, pi_context context) {
  PI_TRACED(usm_import(ptr, size, context), "ptr=%p, size=%zu, context=%p", ptr, size,
            (void *)context);
}

pi_result piextUSMRelease(const void *ptr, pi_context context) {
  PI_TRACED(usm_release(ptr, context), "ptr=%p, context=%p", ptr, (void *)context);
}

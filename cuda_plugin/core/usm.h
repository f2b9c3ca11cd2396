/* Unified shared memory: allocations of each kind, the commands on USM
 * pointers, and what a pointer is. */
#ifndef CUDA_CORE_USM_H
#define CUDA_CORE_USM_H

#include "objects.h"

enum usm_kind { USM_HOST, USM_DEVICE, USM_SHARED };

/* CUDA's memory advice; reset undoes every setting. */
enum usm_advice {
  ADVISE_SET_READ_MOSTLY = 1u << 0,
  ADVISE_UNSET_READ_MOSTLY = 1u << 1,
  ADVISE_SET_PREFERRED_LOCATION = 1u << 2,
  ADVISE_UNSET_PREFERRED_LOCATION = 1u << 3,
  ADVISE_SET_ACCESSED_BY = 1u << 4,
  ADVISE_UNSET_ACCESSED_BY = 1u << 5,
  ADVISE_SET_PREFERRED_LOCATION_HOST = 1u << 6,
  ADVISE_UNSET_PREFERRED_LOCATION_HOST = 1u << 7,
  ADVISE_SET_ACCESSED_BY_HOST = 1u << 8,
  ADVISE_UNSET_ACCESSED_BY_HOST = 1u << 9,
  ADVISE_RESET = ADVISE_UNSET_READ_MOSTLY | ADVISE_UNSET_PREFERRED_LOCATION |
                 ADVISE_UNSET_ACCESSED_BY | ADVISE_UNSET_ACCESSED_BY_HOST,
};

/* What a face asks of a pointer; USM_QUERY_NONE is a question the face does
 * not know, answered CORE_ERROR_INVALID_VALUE once the pointer is checked. */
enum usm_query { USM_QUERY_TYPE, USM_QUERY_BASE, USM_QUERY_SIZE, USM_QUERY_DEVICE, USM_QUERY_NONE };
enum usm_type { USM_TYPE_UNKNOWN, USM_TYPE_HOST, USM_TYPE_DEVICE, USM_TYPE_SHARED };

struct usm_answer {
  enum usm_type type;
  void *base;
  size_t size;
  core_device device; /* NULL for host memory */
};

/* The checks an allocation starts with; a face runs them before its own
 * property checks, usm_alloc again. */
core_result usm_check_alloc(void **result, core_context context, size_t size, uint32_t alignment);
core_result usm_alloc(enum usm_kind kind, void **result, core_context context, core_device device,
                      size_t size, uint32_t alignment);
core_result usm_pitched_alloc(void **result, size_t *pitch, core_context context,
                              core_device device, size_t width, size_t height,
                              unsigned element_size);
core_result usm_free(core_context context, void *ptr);
core_result usm_memset(core_queue queue, void *ptr, int32_t value, size_t count, uint32_t n,
                       const core_event *list, core_event *event);
/* `size` bytes (a multiple of the 1..128-byte pattern) of copies of the
 * pattern; usm_fill_2d does the same in each of `height` rows `pitch` bytes
 * apart. */
core_result usm_fill(core_queue queue, void *ptr, const void *pattern, size_t pattern_size,
                     size_t size, uint32_t n, const core_event *list, core_event *event);
core_result usm_fill_2d(core_queue queue, void *ptr, size_t pitch, const void *pattern,
                        size_t pattern_size, size_t width, size_t height, uint32_t n,
                        const core_event *list, core_event *event);
core_result usm_memcpy(core_queue queue, bool blocking, void *dst, const void *src, size_t size,
                       uint32_t n, const core_event *list, core_event *event);
/* Prefetching to the queue's device (usm_migrate: or to the host) only
 * means something for shared (managed) allocations; on others it is a no-op
 * that still orders the queue. */
core_result usm_prefetch(core_queue queue, const void *ptr, size_t size, uint32_t n,
                         const core_event *list, core_event *event);
core_result usm_migrate(core_queue queue, const void *ptr, size_t size, bool to_host, uint32_t n,
                        const core_event *list, core_event *event);
core_result usm_advise(core_queue queue, const void *ptr, size_t length, unsigned advice,
                       core_event *event);
core_result usm_pointer_query(core_context context, const void *ptr, enum usm_query query,
                              struct usm_answer *answer);
core_result usm_memset_2d(core_queue queue, void *ptr, size_t pitch, int value, size_t width,
                          size_t height, uint32_t n, const core_event *list, core_event *event);
core_result usm_memcpy_2d(core_queue queue, bool blocking, void *dst, size_t dst_pitch,
                          const void *src, size_t src_pitch, size_t width, size_t height,
                          uint32_t n, const core_event *list, core_event *event);
core_result usm_import(const void *ptr, size_t size, core_context context);
core_result usm_release(const void *ptr, core_context context);

#endif

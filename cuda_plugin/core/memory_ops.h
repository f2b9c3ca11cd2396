/* Commands on buffers: read, write, copy (flat and rectangular), fill, map and unmap. */
#ifndef CUDA_CORE_MEMORY_OPS_H
#define CUDA_CORE_MEMORY_OPS_H

#include "objects.h"

/* [offset, offset + size) is a non-empty range of the buffer. */
core_result buffer_check_range(core_mem buffer, size_t offset, size_t size);
/* A fill's pattern is 1..128 bytes and `size` a multiple of it. */
core_result fill_check_pattern(const void *pattern, size_t pattern_size, size_t size);

core_result buffer_read(core_queue queue, core_mem buffer, bool blocking, size_t offset,
                        size_t size, void *ptr, uint32_t n, const core_event *list,
                        core_event *event);
core_result buffer_write(core_queue queue, core_mem buffer, bool blocking, size_t offset,
                         size_t size, const void *ptr, uint32_t n, const core_event *list,
                         core_event *event);
core_result buffer_copy(core_queue queue, core_mem src, core_mem dst, size_t src_offset,
                        size_t dst_offset, size_t size, uint32_t n, const core_event *list,
                        core_event *event);
core_result buffer_rect(core_queue queue, core_mem buffer, bool blocking, bool to_host,
                        const struct rect_offset *buffer_offset,
                        const struct rect_offset *host_offset, const struct rect_region *region,
                        size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch,
                        size_t host_slice_pitch, const void *ptr, uint32_t n,
                        const core_event *list, core_event *event);
core_result buffer_copy_rect(core_queue queue, core_mem src, core_mem dst,
                             const struct rect_offset *src_origin,
                             const struct rect_offset *dst_origin, const struct rect_region *region,
                             size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch,
                             size_t dst_slice_pitch, uint32_t n, const core_event *list,
                             core_event *event);
core_result buffer_fill(core_queue queue, core_mem buffer, const void *pattern, size_t pattern_size,
                        size_t offset, size_t size, uint32_t n, const core_event *list,
                        core_event *event);
core_result buffer_map(core_queue queue, core_mem buffer, bool blocking, unsigned flags,
                       size_t offset, size_t size, uint32_t n, const core_event *list,
                       core_event *event, void **ret_map);
core_result buffer_unmap(core_queue queue, core_mem buffer, void *mapped_ptr, uint32_t n,
                         const core_event *list, core_event *event);

#endif

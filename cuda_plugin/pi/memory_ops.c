#include "face.h"

static const struct rect_offset *rect_offset(pi_buff_rect_offset offset, struct rect_offset *out) {
  if (!offset)
    return NULL;
  *out = (struct rect_offset){offset->x_bytes, offset->y_scalar, offset->z_scalar};
  return out;
}

static const struct rect_region *rect_region(pi_buff_rect_region region, struct rect_region *out) {
  if (!region)
    return NULL;
  *out = (struct rect_region){region->width_bytes, region->height_scalar, region->depth_scalar};
  return out;
}

static core_result host_rect(pi_queue queue, pi_mem buffer, pi_bool blocking, bool to_host,
                             pi_buff_rect_offset buffer_offset, pi_buff_rect_offset host_offset,
                             pi_buff_rect_region region, size_t buffer_row_pitch,
                             size_t buffer_slice_pitch, size_t host_row_pitch,
                             size_t host_slice_pitch, const void *ptr, pi_uint32 n,
                             const pi_event *list, pi_event *event) {
  struct rect_offset buffer_corner, host_corner;
  struct rect_region extent;
  return buffer_rect(queue, buffer, blocking, to_host, rect_offset(buffer_offset, &buffer_corner),
                     rect_offset(host_offset, &host_corner), rect_region(region, &extent),
                     buffer_row_pitch, buffer_slice_pitch, host_row_pitch, host_slice_pitch, ptr, n,
                     list, event);
}

static core_result copy_rect(pi_queue queue, pi_mem src, pi_mem dst, pi_buff_rect_offset src_origin,
                             pi_buff_rect_offset dst_origin, pi_buff_rect_region region,
                             size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch,
                             size_t dst_slice_pitch, pi_uint32 n, const pi_event *list,
                             pi_event *event) {
  struct rect_offset src_corner, dst_corner;
  struct rect_region extent;
  return buffer_copy_rect(queue, src, dst, rect_offset(src_origin, &src_corner),
                          rect_offset(dst_origin, &dst_corner), rect_region(region, &extent),
                          src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch, n, list,
                          event);
}

static unsigned map_flags(pi_map_flags flags) {
  return (flags & PI_MAP_READ ? MAP_READ : 0) | (flags & PI_MAP_WRITE ? MAP_WRITE : 0) |
         (flags & PI_MAP_WRITE_INVALIDATE_REGION ? MAP_WRITE_INVALIDATE : 0);
}

pi_result piEnqueueMemBufferRead(pi_queue queue, pi_mem buffer, pi_bool blocking_read,
                                 size_t offset, size_t size, void *ptr,
                                 pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list,
                                 pi_event *event) {
  PI_TRACED(buffer_read(queue, buffer, blocking_read, offset, size, ptr, num_events_in_wait_list,
                        event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, offset=%zu, size=%zu, ptr=%p, "
            "num_events=%u, event=%p",
            (void *)queue, (void *)buffer, blocking_read, offset, size, ptr,
            num_events_in_wait_list, (void *)event);
}

pi_result piEnqueueMemBufferWrite(pi_queue command_queue, pi_mem buffer, pi_bool blocking_write,
                                  size_t offset, size_t size, const void *ptr,
                                  pi_uint32 num_events_in_wait_list,
                                  const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_write(command_queue, buffer, blocking_write, offset, size, ptr,
                         num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, offset=%zu, size=%zu, ptr=%p, "
            "num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, blocking_write, offset, size, ptr,
            num_events_in_wait_list, (void *)event);
}

pi_result piEnqueueMemBufferCopy(pi_queue command_queue, pi_mem src_buffer, pi_mem dst_buffer,
                                 size_t src_offset, size_t dst_offset, size_t size,
                                 pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list,
                                 pi_event *event) {
  PI_TRACED(buffer_copy(command_queue, src_buffer, dst_buffer, src_offset, dst_offset, size,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, src=%p, dst=%p, src_offset=%zu, dst_offset=%zu, size=%zu, "
            "num_events=%u, event=%p",
            (void *)command_queue, (void *)src_buffer, (void *)dst_buffer, src_offset, dst_offset,
            size, num_events_in_wait_list, (void *)event);
}

pi_result piEnqueueMemBufferReadRect(pi_queue command_queue, pi_mem buffer, pi_bool blocking_read,
                                     pi_buff_rect_offset buffer_offset,
                                     pi_buff_rect_offset host_offset, pi_buff_rect_region region,
                                     size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                     size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
                                     pi_uint32 num_events_in_wait_list,
                                     const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(host_rect(command_queue, buffer, blocking_read, true, buffer_offset, host_offset,
                      region, buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
                      host_slice_pitch, ptr, num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, ptr=%p, num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, blocking_read, ptr, num_events_in_wait_list,
            (void *)event);
}

pi_result piEnqueueMemBufferWriteRect(pi_queue command_queue, pi_mem buffer, pi_bool blocking_write,
                                      pi_buff_rect_offset buffer_offset,
                                      pi_buff_rect_offset host_offset, pi_buff_rect_region region,
                                      size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                      size_t host_row_pitch, size_t host_slice_pitch,
                                      const void *ptr, pi_uint32 num_events_in_wait_list,
                                      const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(host_rect(command_queue, buffer, blocking_write, false, buffer_offset, host_offset,
                      region, buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
                      host_slice_pitch, ptr, num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, ptr=%p, num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, blocking_write, ptr, num_events_in_wait_list,
            (void *)event);
}

pi_result piEnqueueMemBufferCopyRect(pi_queue command_queue, pi_mem src_buffer, pi_mem dst_buffer,
                                     pi_buff_rect_offset src_origin, pi_buff_rect_offset dst_origin,
                                     pi_buff_rect_region region, size_t src_row_pitch,
                                     size_t src_slice_pitch, size_t dst_row_pitch,
                                     size_t dst_slice_pitch, pi_uint32 num_events_in_wait_list,
                                     const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(copy_rect(command_queue, src_buffer, dst_buffer, src_origin, dst_origin, region,
                      src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch,
                      num_events_in_wait_list, event_wait_list, event),
            "queue=%p, src=%p, dst=%p, num_events=%u, event=%p", (void *)command_queue,
            (void *)src_buffer, (void *)dst_buffer, num_events_in_wait_list, (void *)event);
}

pi_result piEnqueueMemBufferFill(pi_queue command_queue, pi_mem buffer, const void *pattern,
                                 size_t pattern_size, size_t offset, size_t size,
                                 pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list,
                                 pi_event *event) {
  PI_TRACED(buffer_fill(command_queue, buffer, pattern, pattern_size, offset, size,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, pattern=%p, pattern_size=%zu, offset=%zu, size=%zu, "
            "num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, pattern, pattern_size, offset, size,
            num_events_in_wait_list, (void *)event);
}

pi_result piEnqueueMemBufferMap(pi_queue command_queue, pi_mem buffer, pi_bool blocking_map,
                                pi_map_flags flags, size_t offset, size_t size,
                                pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list,
                                pi_event *event, void **ret_map) {
  PI_TRACED(buffer_map(command_queue, buffer, blocking_map, map_flags(flags), offset, size,
                       num_events_in_wait_list, event_wait_list, event, ret_map),
            "queue=%p, buffer=%p, blocking=%u, flags=0x%llx, offset=%zu, size=%zu, "
            "num_events=%u, event=%p -> %p",
            (void *)command_queue, (void *)buffer, blocking_map, (unsigned long long)flags, offset,
            size, num_events_in_wait_list, (void *)event, ret_map ? *ret_map : NULL);
}

pi_result piEnqueueMemUnmap(pi_queue command_queue, pi_mem memobj, void *mapped_ptr,
                            pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list,
                            pi_event *event) {
  PI_TRACED(buffer_unmap(command_queue, memobj, mapped_ptr, num_events_in_wait_list,
                         event_wait_list, event),
            "queue=%p, mem=%p, mapped_ptr=%p, num_events=%u, event=%p", (void *)command_queue,
            (void *)memobj, mapped_ptr, num_events_in_wait_list, (void *)event);
}

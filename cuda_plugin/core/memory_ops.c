/* Commands on buffers: read, write, copy (also rectangular), fill, map and
 * unmap. */
#include <stdlib.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "fill.h"
#include "trace.h"

static pi_result check_queue_and_buffer(pi_queue queue, pi_mem buffer) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  if (!IS_VALID(buffer, MAGIC_MEM))
    return PI_ERROR_INVALID_MEM_OBJECT;
  if (buffer->context != queue->context)
    return PI_ERROR_INVALID_CONTEXT;
  return PI_SUCCESS;
}

static pi_result check_range(pi_mem buffer, size_t offset, size_t size) {
  if (size == 0 || offset > buffer->size || size > buffer->size - offset)
    return pi_fail(PI_ERROR_INVALID_VALUE, "range [%zu, +%zu) outside a %zu-byte buffer",
                   offset, size, buffer->size);
  return PI_SUCCESS;
}

static pi_result finish(struct enqueue *e, pi_result r, pi_bool blocking, pi_event *event) {
  if (r == PI_SUCCESS && blocking)
    r = enqueue_wait(e);
  return enqueue_end(e, r, event);
}

static pi_result buffer_read(pi_queue queue, pi_mem buffer, pi_bool blocking, size_t offset,
                             size_t size, void *ptr, pi_uint32 n, const pi_event *list,
                             pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ptr)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(check_range(buffer, offset, size));
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_READ, event != NULL));
  pi_result r = CU_CALL(cu.cuMemcpyDtoHAsync(ptr, buffer->dptr + offset, size, e.stream));
  return finish(&e, r, blocking, event);
}

pi_result piEnqueueMemBufferRead(pi_queue queue, pi_mem buffer, pi_bool blocking_read,
                                 size_t offset, size_t size, void *ptr,
                                 pi_uint32 num_events_in_wait_list,
                                 const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_read(queue, buffer, blocking_read, offset, size, ptr,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, offset=%zu, size=%zu, ptr=%p, "
            "num_events=%u, event=%p",
            (void *)queue, (void *)buffer, blocking_read, offset, size, ptr,
            num_events_in_wait_list, (void *)event);
}

static pi_result buffer_write(pi_queue queue, pi_mem buffer, pi_bool blocking, size_t offset,
                              size_t size, const void *ptr, pi_uint32 n,
                              const pi_event *list, pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ptr)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(check_range(buffer, offset, size));
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_WRITE, event != NULL));
  pi_result r = CU_CALL(cu.cuMemcpyHtoDAsync(buffer->dptr + offset, ptr, size, e.stream));
  return finish(&e, r, blocking, event);
}

pi_result piEnqueueMemBufferWrite(pi_queue command_queue, pi_mem buffer,
                                  pi_bool blocking_write, size_t offset, size_t size,
                                  const void *ptr, pi_uint32 num_events_in_wait_list,
                                  const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_write(command_queue, buffer, blocking_write, offset, size, ptr,
                         num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, offset=%zu, size=%zu, ptr=%p, "
            "num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, blocking_write, offset, size, ptr,
            num_events_in_wait_list, (void *)event);
}

static pi_result buffer_copy(pi_queue queue, pi_mem src, pi_mem dst, size_t src_offset,
                             size_t dst_offset, size_t size, pi_uint32 n,
                             const pi_event *list, pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, src));
  PI_CHECK(check_queue_and_buffer(queue, dst));
  PI_CHECK(check_range(src, src_offset, size));
  PI_CHECK(check_range(dst, dst_offset, size));
  CUdeviceptr from = src->dptr + src_offset, to = dst->dptr + dst_offset;
  if (from < to + size && to < from + size)
    return PI_ERROR_MEM_COPY_OVERLAP;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_COPY, event != NULL));
  pi_result r = CU_CALL(cu.cuMemcpyDtoDAsync(to, from, size, e.stream));
  return enqueue_end(&e, r, event);
}

pi_result piEnqueueMemBufferCopy(pi_queue command_queue, pi_mem src_buffer,
                                 pi_mem dst_buffer, size_t src_offset, size_t dst_offset,
                                 size_t size, pi_uint32 num_events_in_wait_list,
                                 const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_copy(command_queue, src_buffer, dst_buffer, src_offset, dst_offset, size,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, src=%p, dst=%p, src_offset=%zu, dst_offset=%zu, size=%zu, "
            "num_events=%u, event=%p",
            (void *)command_queue, (void *)src_buffer, (void *)dst_buffer, src_offset,
            dst_offset, size, num_events_in_wait_list, (void *)event);
}

/* One side of a rectangular copy: host memory or a buffer, its origin and
 * pitches (0 means tightly packed). */
struct rect_side {
  CUmemorytype type;
  const void *host;
  CUdeviceptr device;
  const struct pi_buff_rect_offset_struct *origin;
  size_t row_pitch, slice_pitch;
};

static pi_result rect_copy(const struct rect_side *src, const struct rect_side *dst,
                           const struct pi_buff_rect_region_struct *region, CUstream stream) {
  size_t src_row = src->row_pitch ? src->row_pitch : region->width_bytes;
  size_t src_slice = src->slice_pitch ? src->slice_pitch : src_row * region->height_scalar;
  size_t dst_row = dst->row_pitch ? dst->row_pitch : region->width_bytes;
  size_t dst_slice = dst->slice_pitch ? dst->slice_pitch : dst_row * region->height_scalar;
  CUDA_MEMCPY3D c = {
      .srcXInBytes = src->origin->x_bytes,
      .srcY = src->origin->y_scalar,
      .srcZ = src->origin->z_scalar,
      .srcMemoryType = src->type,
      .srcHost = src->host,
      .srcDevice = src->device,
      .srcPitch = src_row,
      .srcHeight = src_slice / src_row,
      .dstXInBytes = dst->origin->x_bytes,
      .dstY = dst->origin->y_scalar,
      .dstZ = dst->origin->z_scalar,
      .dstMemoryType = dst->type,
      .dstHost = (void *)dst->host,
      .dstDevice = dst->device,
      .dstPitch = dst_row,
      .dstHeight = dst_slice / dst_row,
      .WidthInBytes = region->width_bytes,
      .Height = region->height_scalar,
      .Depth = region->depth_scalar,
  };
  return CU_CALL(cu.cuMemcpy3DAsync(&c, stream));
}

static bool rect_args_valid(pi_buff_rect_offset a, pi_buff_rect_offset b,
                            pi_buff_rect_region region) {
  return a && b && region && region->width_bytes && region->height_scalar &&
         region->depth_scalar;
}

static pi_result buffer_rect(pi_queue queue, pi_mem buffer, pi_bool blocking, bool to_host,
                             pi_buff_rect_offset buffer_offset, pi_buff_rect_offset host_offset,
                             pi_buff_rect_region region, size_t buffer_row_pitch,
                             size_t buffer_slice_pitch, size_t host_row_pitch,
                             size_t host_slice_pitch, const void *ptr, pi_uint32 n,
                             const pi_event *list, pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ptr || !rect_args_valid(buffer_offset, host_offset, region))
    return PI_ERROR_INVALID_VALUE;
  struct rect_side dev = {CU_MEMORYTYPE_DEVICE, NULL, buffer->dptr, buffer_offset,
                          buffer_row_pitch, buffer_slice_pitch};
  struct rect_side host = {CU_MEMORYTYPE_HOST, ptr, 0, host_offset, host_row_pitch,
                           host_slice_pitch};
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list,
                         to_host ? PI_COMMAND_TYPE_MEM_BUFFER_READ_RECT
                                 : PI_COMMAND_TYPE_MEM_BUFFER_WRITE_RECT,
                         event != NULL));
  pi_result r = to_host ? rect_copy(&dev, &host, region, e.stream)
                        : rect_copy(&host, &dev, region, e.stream);
  return finish(&e, r, blocking, event);
}

pi_result piEnqueueMemBufferReadRect(pi_queue command_queue, pi_mem buffer,
                                     pi_bool blocking_read, pi_buff_rect_offset buffer_offset,
                                     pi_buff_rect_offset host_offset,
                                     pi_buff_rect_region region, size_t buffer_row_pitch,
                                     size_t buffer_slice_pitch, size_t host_row_pitch,
                                     size_t host_slice_pitch, void *ptr,
                                     pi_uint32 num_events_in_wait_list,
                                     const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_rect(command_queue, buffer, blocking_read, true, buffer_offset,
                        host_offset, region, buffer_row_pitch, buffer_slice_pitch,
                        host_row_pitch, host_slice_pitch, ptr, num_events_in_wait_list,
                        event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, ptr=%p, num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, blocking_read, ptr,
            num_events_in_wait_list, (void *)event);
}

pi_result piEnqueueMemBufferWriteRect(pi_queue command_queue, pi_mem buffer,
                                      pi_bool blocking_write,
                                      pi_buff_rect_offset buffer_offset,
                                      pi_buff_rect_offset host_offset,
                                      pi_buff_rect_region region, size_t buffer_row_pitch,
                                      size_t buffer_slice_pitch, size_t host_row_pitch,
                                      size_t host_slice_pitch, const void *ptr,
                                      pi_uint32 num_events_in_wait_list,
                                      const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_rect(command_queue, buffer, blocking_write, false, buffer_offset,
                        host_offset, region, buffer_row_pitch, buffer_slice_pitch,
                        host_row_pitch, host_slice_pitch, ptr, num_events_in_wait_list,
                        event_wait_list, event),
            "queue=%p, buffer=%p, blocking=%u, ptr=%p, num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, blocking_write, ptr,
            num_events_in_wait_list, (void *)event);
}

static pi_result buffer_copy_rect(pi_queue queue, pi_mem src, pi_mem dst,
                                  pi_buff_rect_offset src_origin,
                                  pi_buff_rect_offset dst_origin, pi_buff_rect_region region,
                                  size_t src_row_pitch, size_t src_slice_pitch,
                                  size_t dst_row_pitch, size_t dst_slice_pitch, pi_uint32 n,
                                  const pi_event *list, pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, src));
  PI_CHECK(check_queue_and_buffer(queue, dst));
  if (!rect_args_valid(src_origin, dst_origin, region))
    return PI_ERROR_INVALID_VALUE;
  struct rect_side from = {CU_MEMORYTYPE_DEVICE, NULL, src->dptr, src_origin, src_row_pitch,
                           src_slice_pitch};
  struct rect_side to = {CU_MEMORYTYPE_DEVICE, NULL, dst->dptr, dst_origin, dst_row_pitch,
                         dst_slice_pitch};
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_COPY_RECT,
                         event != NULL));
  return enqueue_end(&e, rect_copy(&from, &to, region, e.stream), event);
}

pi_result piEnqueueMemBufferCopyRect(pi_queue command_queue, pi_mem src_buffer,
                                     pi_mem dst_buffer, pi_buff_rect_offset src_origin,
                                     pi_buff_rect_offset dst_origin,
                                     pi_buff_rect_region region, size_t src_row_pitch,
                                     size_t src_slice_pitch, size_t dst_row_pitch,
                                     size_t dst_slice_pitch, pi_uint32 num_events_in_wait_list,
                                     const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_copy_rect(command_queue, src_buffer, dst_buffer, src_origin, dst_origin,
                             region, src_row_pitch, src_slice_pitch, dst_row_pitch,
                             dst_slice_pitch, num_events_in_wait_list, event_wait_list,
                             event),
            "queue=%p, src=%p, dst=%p, num_events=%u, event=%p", (void *)command_queue,
            (void *)src_buffer, (void *)dst_buffer, num_events_in_wait_list, (void *)event);
}

static pi_result buffer_fill(pi_queue queue, pi_mem buffer, const void *pattern,
                             size_t pattern_size, size_t offset, size_t size, pi_uint32 n,
                             const pi_event *list, pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, buffer));
  if (!pattern || pattern_size == 0 || pattern_size > 128 || size % pattern_size != 0)
    return pi_fail(PI_ERROR_INVALID_VALUE,
                   "fill pattern of %zu bytes over %zu bytes: the size must be a multiple "
                   "of a 1..128-byte pattern", pattern_size, size);
  PI_CHECK(check_range(buffer, offset, size));
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_FILL, event != NULL));
  pi_result r = fill_pattern(buffer->dptr + offset, size, pattern, pattern_size, e.stream);
  return enqueue_end(&e, r, event);
}

pi_result piEnqueueMemBufferFill(pi_queue command_queue, pi_mem buffer, const void *pattern,
                                 size_t pattern_size, size_t offset, size_t size,
                                 pi_uint32 num_events_in_wait_list,
                                 const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_fill(command_queue, buffer, pattern, pattern_size, offset, size,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, buffer=%p, pattern=%p, pattern_size=%zu, offset=%zu, size=%zu, "
            "num_events=%u, event=%p",
            (void *)command_queue, (void *)buffer, pattern, pattern_size, offset, size,
            num_events_in_wait_list, (void *)event);
}

/* Host-visible buffers map in place; device buffers map through a pinned
 * staging copy, read back unless the whole region is being overwritten. */
static pi_result map_region(struct enqueue *e, pi_mem m, pi_map_flags flags, size_t offset,
                            size_t size, void **ret_map) {
  if (m->host_ptr) {
    *ret_map = (char *)m->host_ptr + offset;
    return PI_SUCCESS;
  }
  if (!m->staging) {
    CU_CHECK(cu.cuMemHostAlloc(&m->staging, m->size, CU_MEMHOSTALLOC_PORTABLE));
  }
  char *host = (char *)m->staging + offset;
  if (!(flags & PI_MAP_WRITE_INVALIDATE_REGION))
    CU_CHECK(cu.cuMemcpyDtoHAsync(host, m->dptr + offset, size, e->stream));
  *ret_map = host;
  return PI_SUCCESS;
}

static pi_result buffer_map(pi_queue queue, pi_mem buffer, pi_bool blocking,
                            pi_map_flags flags, size_t offset, size_t size, pi_uint32 n,
                            const pi_event *list, pi_event *event, void **ret_map) {
  PI_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ret_map)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(check_range(buffer, offset, size));
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_MAP, event != NULL));
  pthread_mutex_lock(&buffer->lock);
  pi_result r = PI_SUCCESS;
  if (buffer->map_ptr)
    r = pi_fail(PI_ERROR_INVALID_OPERATION, "buffer %p is already mapped", (void *)buffer);
  else
    r = map_region(&e, buffer, flags, offset, size, &buffer->map_ptr);
  if (r == PI_SUCCESS) {
    buffer->map_offset = offset;
    buffer->map_size = size;
    buffer->map_flags = flags;
    *ret_map = buffer->map_ptr;
  }
  pthread_mutex_unlock(&buffer->lock);
  return finish(&e, r, blocking, event);
}

pi_result piEnqueueMemBufferMap(pi_queue command_queue, pi_mem buffer, pi_bool blocking_map,
                                pi_map_flags map_flags, size_t offset, size_t size,
                                pi_uint32 num_events_in_wait_list,
                                const pi_event *event_wait_list, pi_event *event,
                                void **ret_map) {
  PI_TRACED(buffer_map(command_queue, buffer, blocking_map, map_flags, offset, size,
                       num_events_in_wait_list, event_wait_list, event, ret_map),
            "queue=%p, buffer=%p, blocking=%u, flags=0x%llx, offset=%zu, size=%zu, "
            "num_events=%u, event=%p -> %p",
            (void *)command_queue, (void *)buffer, blocking_map,
            (unsigned long long)map_flags, offset, size, num_events_in_wait_list,
            (void *)event, ret_map ? *ret_map : NULL);
}

static pi_result buffer_unmap(pi_queue queue, pi_mem buffer, void *mapped_ptr, pi_uint32 n,
                              const pi_event *list, pi_event *event) {
  PI_CHECK(check_queue_and_buffer(queue, buffer));
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list, PI_COMMAND_TYPE_MEM_BUFFER_UNMAP, event != NULL));
  pthread_mutex_lock(&buffer->lock);
  pi_result r = PI_SUCCESS;
  if (!mapped_ptr || mapped_ptr != buffer->map_ptr)
    r = pi_fail(PI_ERROR_INVALID_VALUE, "%p is not the mapping of buffer %p", mapped_ptr,
                (void *)buffer);
  else if (!buffer->host_ptr &&
           (buffer->map_flags & (PI_MAP_WRITE | PI_MAP_WRITE_INVALIDATE_REGION)))
    r = CU_CALL(cu.cuMemcpyHtoDAsync(buffer->dptr + buffer->map_offset, buffer->map_ptr,
                                     buffer->map_size, e.stream));
  if (r == PI_SUCCESS)
    buffer->map_ptr = NULL;
  pthread_mutex_unlock(&buffer->lock);
  return enqueue_end(&e, r, event);
}

pi_result piEnqueueMemUnmap(pi_queue command_queue, pi_mem memobj, void *mapped_ptr,
                            pi_uint32 num_events_in_wait_list,
                            const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(buffer_unmap(command_queue, memobj, mapped_ptr, num_events_in_wait_list,
                         event_wait_list, event),
            "queue=%p, mem=%p, mapped_ptr=%p, num_events=%u, event=%p",
            (void *)command_queue, (void *)memobj, mapped_ptr, num_events_in_wait_list,
            (void *)event);
}

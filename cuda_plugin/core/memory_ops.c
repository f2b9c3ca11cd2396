/* Commands on buffers: read, write, copy (also rectangular), fill, map and
 * unmap. */
#include <stdlib.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "fill.h"
#include "memory_ops.h"
#include "rect_copy.h"
#include "trace.h"

static core_result check_queue_and_buffer(core_queue queue, core_mem buffer) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (!IS_VALID(buffer, MAGIC_MEM) || buffer->allocation == MEM_IMAGE)
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (buffer->context != queue->context)
    return CORE_ERROR_INVALID_CONTEXT;
  return CORE_SUCCESS;
}

core_result buffer_check_range(core_mem buffer, size_t offset, size_t size) {
  if (size == 0 || offset > buffer->size || size > buffer->size - offset)
    return core_fail(CORE_ERROR_INVALID_VALUE, "range [%zu, +%zu) outside a %zu-byte buffer",
                     offset, size, buffer->size);
  return CORE_SUCCESS;
}

core_result fill_check_pattern(const void *pattern, size_t pattern_size, size_t size) {
  if (!pattern || pattern_size == 0 || pattern_size > 128 || size % pattern_size != 0)
    return core_fail(CORE_ERROR_INVALID_VALUE,
                     "fill pattern of %zu bytes over %zu bytes: the size must be a multiple "
                     "of a 1..128-byte pattern",
                     pattern_size, size);
  return CORE_SUCCESS;
}

static core_result finish(struct enqueue *e, core_result r, bool blocking, core_event *event) {
  if (r == CORE_SUCCESS && blocking)
    r = enqueue_wait(e);
  return enqueue_end(e, r, event);
}

core_result buffer_read(core_queue queue, core_mem buffer, bool blocking, size_t offset,
                        size_t size, void *ptr, uint32_t n, const core_event *list,
                        core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(buffer_check_range(buffer, offset, size));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_READ, event != NULL));
  core_result r = CU_CALL(cu.cuMemcpyDtoHAsync(ptr, buffer->dptr + offset, size, e.stream));
  return finish(&e, r, blocking, event);
}

core_result buffer_write(core_queue queue, core_mem buffer, bool blocking, size_t offset,
                         size_t size, const void *ptr, uint32_t n, const core_event *list,
                         core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(buffer_check_range(buffer, offset, size));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_WRITE, event != NULL));
  core_result r = CU_CALL(cu.cuMemcpyHtoDAsync(buffer->dptr + offset, ptr, size, e.stream));
  return finish(&e, r, blocking, event);
}

core_result buffer_copy(core_queue queue, core_mem src, core_mem dst, size_t src_offset,
                        size_t dst_offset, size_t size, uint32_t n, const core_event *list,
                        core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, src));
  CORE_CHECK(check_queue_and_buffer(queue, dst));
  CORE_CHECK(buffer_check_range(src, src_offset, size));
  CORE_CHECK(buffer_check_range(dst, dst_offset, size));
  CUdeviceptr from = src->dptr + src_offset, to = dst->dptr + dst_offset;
  if (from < to + size && to < from + size)
    return CORE_ERROR_MEM_COPY_OVERLAP;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_COPY, event != NULL));
  core_result r = CU_CALL(cu.cuMemcpyDtoDAsync(to, from, size, e.stream));
  return enqueue_end(&e, r, event);
}

static core_result rect_copy(const struct rect_side *src, const struct rect_side *dst,
                             const struct rect_region *region, CUstream stream) {
  CUDA_MEMCPY3D c = rect_copy_params(src, dst, region);
  return CU_CALL(cu.cuMemcpy3DAsync(&c, stream));
}

static bool rect_args_valid(const struct rect_offset *a, const struct rect_offset *b,
                            const struct rect_region *region) {
  return a && b && region && region->width_bytes && region->height && region->depth;
}

core_result buffer_rect(core_queue queue, core_mem buffer, bool blocking, bool to_host,
                        const struct rect_offset *buffer_offset,
                        const struct rect_offset *host_offset, const struct rect_region *region,
                        size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch,
                        size_t host_slice_pitch, const void *ptr, uint32_t n,
                        const core_event *list, core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ptr || !rect_args_valid(buffer_offset, host_offset, region))
    return CORE_ERROR_INVALID_VALUE;
  struct rect_side dev = {CU_MEMORYTYPE_DEVICE, NULL, buffer->dptr, *buffer_offset,
                          buffer_row_pitch, buffer_slice_pitch};
  struct rect_side host = {CU_MEMORYTYPE_HOST, ptr, 0, *host_offset, host_row_pitch,
                           host_slice_pitch};
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, to_host ? COMMAND_READ_RECT : COMMAND_WRITE_RECT,
                           event != NULL));
  core_result r =
      to_host ? rect_copy(&dev, &host, region, e.stream) : rect_copy(&host, &dev, region, e.stream);
  return finish(&e, r, blocking, event);
}

core_result buffer_copy_rect(core_queue queue, core_mem src, core_mem dst,
                             const struct rect_offset *src_origin,
                             const struct rect_offset *dst_origin, const struct rect_region *region,
                             size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch,
                             size_t dst_slice_pitch, uint32_t n, const core_event *list,
                             core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, src));
  CORE_CHECK(check_queue_and_buffer(queue, dst));
  if (!rect_args_valid(src_origin, dst_origin, region))
    return CORE_ERROR_INVALID_VALUE;
  struct rect_side from = {CU_MEMORYTYPE_DEVICE, NULL, src->dptr, *src_origin, src_row_pitch,
                           src_slice_pitch};
  struct rect_side to = {CU_MEMORYTYPE_DEVICE, NULL, dst->dptr, *dst_origin, dst_row_pitch,
                         dst_slice_pitch};
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_COPY_RECT, event != NULL));
  return enqueue_end(&e, rect_copy(&from, &to, region, e.stream), event);
}

core_result buffer_fill(core_queue queue, core_mem buffer, const void *pattern, size_t pattern_size,
                        size_t offset, size_t size, uint32_t n, const core_event *list,
                        core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, buffer));
  CORE_CHECK(fill_check_pattern(pattern, pattern_size, size));
  CORE_CHECK(buffer_check_range(buffer, offset, size));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_FILL, event != NULL));
  core_result r = fill_pattern(buffer->dptr + offset, size, pattern, pattern_size, e.stream);
  return enqueue_end(&e, r, event);
}

/* Host-visible buffers map in place; device buffers map through a pinned
 * staging copy, read back unless the whole region is being overwritten. */
static core_result map_region(struct enqueue *e, core_mem m, unsigned flags, size_t offset,
                              size_t size, void **ret_map) {
  if (m->host_ptr) {
    *ret_map = (char *)m->host_ptr + offset;
    return CORE_SUCCESS;
  }
  if (!m->staging) {
    CU_CHECK(cu.cuMemHostAlloc(&m->staging, m->size, CU_MEMHOSTALLOC_PORTABLE));
  }
  char *host = (char *)m->staging + offset;
  if (!(flags & MAP_WRITE_INVALIDATE))
    CU_CHECK(cu.cuMemcpyDtoHAsync(host, m->dptr + offset, size, e->stream));
  *ret_map = host;
  return CORE_SUCCESS;
}

core_result buffer_map(core_queue queue, core_mem buffer, bool blocking, unsigned flags,
                       size_t offset, size_t size, uint32_t n, const core_event *list,
                       core_event *event, void **ret_map) {
  CORE_CHECK(check_queue_and_buffer(queue, buffer));
  if (!ret_map)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(buffer_check_range(buffer, offset, size));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_MAP, event != NULL));
  pthread_mutex_lock(&buffer->lock);
  core_result r = CORE_SUCCESS;
  if (buffer->map_ptr)
    r = core_fail(CORE_ERROR_INVALID_OPERATION, "buffer %p is already mapped", (void *)buffer);
  else
    r = map_region(&e, buffer, flags, offset, size, &buffer->map_ptr);
  if (r == CORE_SUCCESS) {
    buffer->map_offset = offset;
    buffer->map_size = size;
    buffer->map_flags = flags;
    *ret_map = buffer->map_ptr;
  }
  pthread_mutex_unlock(&buffer->lock);
  return finish(&e, r, blocking, event);
}

core_result buffer_unmap(core_queue queue, core_mem buffer, void *mapped_ptr, uint32_t n,
                         const core_event *list, core_event *event) {
  CORE_CHECK(check_queue_and_buffer(queue, buffer));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_UNMAP, event != NULL));
  pthread_mutex_lock(&buffer->lock);
  core_result r = CORE_SUCCESS;
  if (!mapped_ptr || mapped_ptr != buffer->map_ptr)
    r = core_fail(CORE_ERROR_INVALID_VALUE, "%p is not the mapping of buffer %p", mapped_ptr,
                  (void *)buffer);
  else if (!buffer->host_ptr && (buffer->map_flags & (MAP_WRITE | MAP_WRITE_INVALIDATE)))
    r = CU_CALL(cu.cuMemcpyHtoDAsync(buffer->dptr + buffer->map_offset, buffer->map_ptr,
                                     buffer->map_size, e.stream));
  if (r == CORE_SUCCESS)
    buffer->map_ptr = NULL;
  pthread_mutex_unlock(&buffer->lock);
  return enqueue_end(&e, r, event);
}

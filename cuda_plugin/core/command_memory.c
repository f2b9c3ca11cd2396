/* Command-buffer appends that move or set memory: USM and buffer copies as
 * memcpy nodes (CUDA_MEMCPY3D, rect_copy.h), fills as memset nodes
 * (fill.h), and USM hints as empty nodes. */
#include "command_append.h"
#include "driver.h"
#include "errors.h"
#include "fill.h"
#include "memory_ops.h"
#include "rect_copy.h"
#include "trace.h"

static core_result check_buffer(core_command_buffer b, core_mem mem) {
  if (!IS_VALID(b, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (!IS_VALID(mem, MAGIC_MEM) || mem->allocation == MEM_IMAGE)
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (mem->context != b->context)
    return CORE_ERROR_INVALID_CONTEXT;
  return CORE_SUCCESS;
}

static core_result append_copy(core_command_buffer buffer, const CUDA_MEMCPY3D *copy, uint32_t n,
                               const uint32_t *waits, uint32_t *sync_point) {
  struct append a;
  CORE_CHECK(append_begin(&a, buffer, n, waits));
  CUgraphNode node = NULL;
  core_result r = CU_CALL(cu.cuGraphAddMemcpyNode(&node, buffer->graph, a.deps, a.num_deps, copy,
                                                  a.context));
  return append_end(&a, r, node, sync_point);
}

/* A fill is one memset node per column of its pattern; more than one are
 * joined by an empty node, the fill's sync point. */
static core_result append_fill(core_command_buffer buffer, CUdeviceptr dst, const void *pattern,
                               size_t pattern_size, size_t size, uint32_t n,
                               const uint32_t *waits, uint32_t *sync_point) {
  CUDA_MEMSET_NODE_PARAMS sets[FILL_MAX_MEMSETS];
  uint32_t count = fill_memsets(dst, size, pattern, pattern_size, sets);
  CUgraphNode nodes[FILL_MAX_MEMSETS];
  struct append a;
  CORE_CHECK(append_begin(&a, buffer, n, waits));
  core_result r = CORE_SUCCESS;
  for (uint32_t i = 0; r == CORE_SUCCESS && i < count; ++i)
    r = CU_CALL(cu.cuGraphAddMemsetNode(&nodes[i], buffer->graph, a.deps, a.num_deps, &sets[i],
                                        a.context));
  CUgraphNode node = nodes[0];
  if (r == CORE_SUCCESS && count > 1)
    r = CU_CALL(cu.cuGraphAddEmptyNode(&node, buffer->graph, nodes, count));
  return append_end(&a, r, node, sync_point);
}

core_result command_buffer_append_usm_copy(core_command_buffer buffer, void *dst, const void *src,
                                           size_t size, uint32_t n, const uint32_t *waits,
                                           uint32_t *sync_point) {
  if (!dst || !src || size == 0)
    return CORE_ERROR_INVALID_VALUE;
  struct rect_side from = usm_side(src), to = usm_side(dst);
  CUDA_MEMCPY3D copy = linear_copy_params(&from, &to, size);
  return append_copy(buffer, &copy, n, waits, sync_point);
}

core_result command_buffer_append_usm_fill(core_command_buffer buffer, void *ptr,
                                           const void *pattern, size_t pattern_size, size_t size,
                                           uint32_t n, const uint32_t *waits,
                                           uint32_t *sync_point) {
  if (!ptr || size == 0)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(fill_check_pattern(pattern, pattern_size, size));
  return append_fill(buffer, (CUdeviceptr)ptr, pattern, pattern_size, size, n, waits,
                     sync_point);
}

core_result command_buffer_append_usm_hint(core_command_buffer buffer, const void *ptr,
                                           size_t size, uint32_t n, const uint32_t *waits,
                                           uint32_t *sync_point) {
  if (!ptr || size == 0)
    return CORE_ERROR_INVALID_VALUE;
  struct append a;
  CORE_CHECK(append_begin(&a, buffer, n, waits));
  CUgraphNode node = NULL;
  core_result r = CU_CALL(cu.cuGraphAddEmptyNode(&node, buffer->graph, a.deps, a.num_deps));
  return append_end(&a, r, node, sync_point);
}

core_result command_buffer_append_buffer_copy(core_command_buffer buffer, core_mem src,
                                              core_mem dst, size_t src_offset, size_t dst_offset,
                                              size_t size, uint32_t n, const uint32_t *waits,
                                              uint32_t *sync_point) {
  CORE_CHECK(check_buffer(buffer, src));
  CORE_CHECK(check_buffer(buffer, dst));
  CORE_CHECK(buffer_check_range(src, src_offset, size));
  CORE_CHECK(buffer_check_range(dst, dst_offset, size));
  CUdeviceptr from_ptr = src->dptr + src_offset, to_ptr = dst->dptr + dst_offset;
  if (from_ptr < to_ptr + size && to_ptr < from_ptr + size)
    return CORE_ERROR_MEM_COPY_OVERLAP;
  struct rect_side from = device_side(from_ptr), to = device_side(to_ptr);
  CUDA_MEMCPY3D copy = linear_copy_params(&from, &to, size);
  return append_copy(buffer, &copy, n, waits, sync_point);
}

core_result command_buffer_append_buffer_host(core_command_buffer buffer, core_mem mem,
                                              bool to_host, size_t offset, size_t size,
                                              const void *ptr, uint32_t n, const uint32_t *waits,
                                              uint32_t *sync_point) {
  CORE_CHECK(check_buffer(buffer, mem));
  if (!ptr)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(buffer_check_range(mem, offset, size));
  struct rect_side dev = device_side(mem->dptr + offset), host = host_side(ptr);
  CUDA_MEMCPY3D copy =
      to_host ? linear_copy_params(&dev, &host, size) : linear_copy_params(&host, &dev, size);
  return append_copy(buffer, &copy, n, waits, sync_point);
}

core_result command_buffer_append_buffer_fill(core_command_buffer buffer, core_mem mem,
                                              const void *pattern, size_t pattern_size,
                                              size_t offset, size_t size, uint32_t n,
                                              const uint32_t *waits, uint32_t *sync_point) {
  CORE_CHECK(check_buffer(buffer, mem));
  CORE_CHECK(fill_check_pattern(pattern, pattern_size, size));
  CORE_CHECK(buffer_check_range(mem, offset, size));
  return append_fill(buffer, mem->dptr + offset, pattern, pattern_size, size, n, waits,
                     sync_point);
}

static bool rect_valid(const struct command_rect *rect) {
  return rect && rect->region.width_bytes && rect->region.height && rect->region.depth;
}

static struct rect_side buffer_rect_side(core_mem mem, const struct command_rect *rect) {
  struct rect_side s = device_side(mem->dptr);
  s.origin = rect->buffer_origin;
  s.row_pitch = rect->buffer_row_pitch;
  s.slice_pitch = rect->buffer_slice_pitch;
  return s;
}

static struct rect_side other_rect_side(struct rect_side s, const struct command_rect *rect) {
  s.origin = rect->other_origin;
  s.row_pitch = rect->other_row_pitch;
  s.slice_pitch = rect->other_slice_pitch;
  return s;
}

core_result command_buffer_append_buffer_host_rect(core_command_buffer buffer, core_mem mem,
                                                   bool to_host, const struct command_rect *rect,
                                                   const void *ptr, uint32_t n,
                                                   const uint32_t *waits, uint32_t *sync_point) {
  CORE_CHECK(check_buffer(buffer, mem));
  if (!ptr || !rect_valid(rect))
    return CORE_ERROR_INVALID_VALUE;
  struct rect_side dev = buffer_rect_side(mem, rect);
  struct rect_side host = other_rect_side(host_side(ptr), rect);
  CUDA_MEMCPY3D copy = to_host ? rect_copy_params(&dev, &host, &rect->region)
                               : rect_copy_params(&host, &dev, &rect->region);
  return append_copy(buffer, &copy, n, waits, sync_point);
}

core_result command_buffer_append_buffer_copy_rect(core_command_buffer buffer, core_mem src,
                                                   core_mem dst, const struct command_rect *rect,
                                                   uint32_t n, const uint32_t *waits,
                                                   uint32_t *sync_point) {
  CORE_CHECK(check_buffer(buffer, src));
  CORE_CHECK(check_buffer(buffer, dst));
  if (!rect_valid(rect))
    return CORE_ERROR_INVALID_VALUE;
  struct rect_side from = buffer_rect_side(src, rect);
  struct rect_side to = other_rect_side(device_side(dst->dptr), rect);
  CUDA_MEMCPY3D copy = rect_copy_params(&from, &to, &rect->region);
  return append_copy(buffer, &copy, n, waits, sync_point);
}

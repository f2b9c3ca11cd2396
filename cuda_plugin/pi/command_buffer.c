/* piextCommandBuffer*: PI's command buffers over the core's (core/command_buffer.h). */
#include <stdlib.h>

#include "face.h"

pi_result piextCommandBufferCreate(pi_context context, pi_device device,
                                   const pi_ext_command_buffer_desc *desc,
                                   pi_ext_command_buffer *ret_command_buffer) {
  struct command_buffer_options options = {.updatable = desc && desc->is_updatable};
  core_result r = desc && desc->stype != PI_EXT_STRUCTURE_TYPE_COMMAND_BUFFER_DESC
                      ? CORE_ERROR_INVALID_VALUE
                      : command_buffer_create(context, device, &options, ret_command_buffer);
  PI_TRACED(r, "context=%p, device=%p, updatable=%d, ret=%p", (void *)context, (void *)device,
            desc ? (int)desc->is_updatable : 0, (void *)ret_command_buffer);
}

pi_result piextCommandBufferRetain(pi_ext_command_buffer command_buffer) {
  PI_TRACED(command_buffer_retain(command_buffer), "command_buffer=%p", (void *)command_buffer);
}

pi_result piextCommandBufferRelease(pi_ext_command_buffer command_buffer) {
  PI_TRACED(command_buffer_release(command_buffer), "command_buffer=%p", (void *)command_buffer);
}

pi_result piextCommandBufferFinalize(pi_ext_command_buffer command_buffer) {
  PI_TRACED(command_buffer_finalize(command_buffer), "command_buffer=%p", (void *)command_buffer);
}

pi_result piextCommandBufferNDRangeKernel(
    pi_ext_command_buffer command_buffer, pi_kernel kernel, pi_uint32 work_dim,
    const size_t *global_work_offset, const size_t *global_work_size,
    const size_t *local_work_size, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point,
    pi_ext_command_buffer_command *command) {
  struct launch_request req = {work_dim, global_work_offset, global_work_size, local_work_size,
                               false};
  PI_TRACED(command_buffer_append_kernel(command_buffer, kernel, &req,
                                         num_sync_points_in_wait_list, sync_point_wait_list,
                                         sync_point, command),
            "command_buffer=%p, kernel=%p, work_dim=%u, offset=%p, global=%zu, local=%zu, "
            "num_sync_points=%u, command=%p",
            (void *)command_buffer, (void *)kernel, work_dim, (void *)global_work_offset,
            global_work_size ? global_work_size[0] : 0, local_work_size ? local_work_size[0] : 0,
            num_sync_points_in_wait_list, (void *)command);
}

pi_result piextCommandBufferMemcpyUSM(pi_ext_command_buffer command_buffer, void *dst_ptr,
                                      const void *src_ptr, size_t size,
                                      pi_uint32 num_sync_points_in_wait_list,
                                      const pi_ext_sync_point *sync_point_wait_list,
                                      pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_usm_copy(command_buffer, dst_ptr, src_ptr, size,
                                           num_sync_points_in_wait_list, sync_point_wait_list,
                                           sync_point),
            "command_buffer=%p, dst=%p, src=%p, size=%zu, num_sync_points=%u",
            (void *)command_buffer, dst_ptr, src_ptr, size, num_sync_points_in_wait_list);
}

pi_result piextCommandBufferFillUSM(pi_ext_command_buffer command_buffer, void *ptr,
                                    const void *pattern, size_t pattern_size, size_t size,
                                    pi_uint32 num_sync_points_in_wait_list,
                                    const pi_ext_sync_point *sync_point_wait_list,
                                    pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_usm_fill(command_buffer, ptr, pattern, pattern_size, size,
                                           num_sync_points_in_wait_list, sync_point_wait_list,
                                           sync_point),
            "command_buffer=%p, ptr=%p, pattern_size=%zu, size=%zu, num_sync_points=%u",
            (void *)command_buffer, ptr, pattern_size, size, num_sync_points_in_wait_list);
}

pi_result piextCommandBufferPrefetchUSM(pi_ext_command_buffer command_buffer, const void *ptr,
                                        size_t size, pi_usm_migration_flags flags,
                                        pi_uint32 num_sync_points_in_wait_list,
                                        const pi_ext_sync_point *sync_point_wait_list,
                                        pi_ext_sync_point *sync_point) {
  core_result r = flags & ~PI_USM_MIGRATION_TBD0
                      ? CORE_ERROR_INVALID_VALUE
                      : command_buffer_append_usm_hint(command_buffer, ptr, size,
                                                       num_sync_points_in_wait_list,
                                                       sync_point_wait_list, sync_point);
  PI_TRACED(r, "command_buffer=%p, ptr=%p, size=%zu, flags=0x%llx, num_sync_points=%u",
            (void *)command_buffer, ptr, size, (unsigned long long)flags,
            num_sync_points_in_wait_list);
}

pi_result piextCommandBufferAdviseUSM(pi_ext_command_buffer command_buffer, const void *ptr,
                                      size_t length, pi_mem_advice advice,
                                      pi_uint32 num_sync_points_in_wait_list,
                                      const pi_ext_sync_point *sync_point_wait_list,
                                      pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_usm_hint(command_buffer, ptr, length,
                                           num_sync_points_in_wait_list, sync_point_wait_list,
                                           sync_point),
            "command_buffer=%p, ptr=%p, length=%zu, advice=%d, num_sync_points=%u",
            (void *)command_buffer, ptr, length, (int)advice, num_sync_points_in_wait_list);
}

pi_result piextCommandBufferMemBufferCopy(pi_ext_command_buffer command_buffer,
                                          pi_mem src_buffer, pi_mem dst_buffer,
                                          size_t src_offset, size_t dst_offset, size_t size,
                                          pi_uint32 num_sync_points_in_wait_list,
                                          const pi_ext_sync_point *sync_point_wait_list,
                                          pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_buffer_copy(command_buffer, src_buffer, dst_buffer, src_offset,
                                              dst_offset, size, num_sync_points_in_wait_list,
                                              sync_point_wait_list, sync_point),
            "command_buffer=%p, src=%p, dst=%p, src_offset=%zu, dst_offset=%zu, size=%zu, "
            "num_sync_points=%u",
            (void *)command_buffer, (void *)src_buffer, (void *)dst_buffer, src_offset,
            dst_offset, size, num_sync_points_in_wait_list);
}

pi_result piextCommandBufferMemBufferRead(pi_ext_command_buffer command_buffer, pi_mem buffer,
                                          size_t offset, size_t size, void *dst,
                                          pi_uint32 num_sync_points_in_wait_list,
                                          const pi_ext_sync_point *sync_point_wait_list,
                                          pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_buffer_host(command_buffer, buffer, true, offset, size, dst,
                                              num_sync_points_in_wait_list, sync_point_wait_list,
                                              sync_point),
            "command_buffer=%p, buffer=%p, offset=%zu, size=%zu, dst=%p, num_sync_points=%u",
            (void *)command_buffer, (void *)buffer, offset, size, dst,
            num_sync_points_in_wait_list);
}

pi_result piextCommandBufferMemBufferWrite(pi_ext_command_buffer command_buffer, pi_mem buffer,
                                           size_t offset, size_t size, const void *ptr,
                                           pi_uint32 num_sync_points_in_wait_list,
                                           const pi_ext_sync_point *sync_point_wait_list,
                                           pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_buffer_host(command_buffer, buffer, false, offset, size, ptr,
                                              num_sync_points_in_wait_list, sync_point_wait_list,
                                              sync_point),
            "command_buffer=%p, buffer=%p, offset=%zu, size=%zu, src=%p, num_sync_points=%u",
            (void *)command_buffer, (void *)buffer, offset, size, ptr,
            num_sync_points_in_wait_list);
}

pi_result piextCommandBufferMemBufferFill(pi_ext_command_buffer command_buffer, pi_mem buffer,
                                          const void *pattern, size_t pattern_size,
                                          size_t offset, size_t size,
                                          pi_uint32 num_sync_points_in_wait_list,
                                          const pi_ext_sync_point *sync_point_wait_list,
                                          pi_ext_sync_point *sync_point) {
  PI_TRACED(command_buffer_append_buffer_fill(command_buffer, buffer, pattern, pattern_size,
                                              offset, size, num_sync_points_in_wait_list,
                                              sync_point_wait_list, sync_point),
            "command_buffer=%p, buffer=%p, pattern_size=%zu, offset=%zu, size=%zu, "
            "num_sync_points=%u",
            (void *)command_buffer, (void *)buffer, pattern_size, offset, size,
            num_sync_points_in_wait_list);
}

/* The core's rectangle from PI's corners and extent; NULL when one is missing. */
static const struct command_rect *command_rect(pi_buff_rect_offset buffer_origin,
                                               pi_buff_rect_offset other_origin,
                                               pi_buff_rect_region region,
                                               const size_t pitches[4],
                                               struct command_rect *out) {
  if (!buffer_origin || !other_origin || !region)
    return NULL;
  *out = (struct command_rect){
      {buffer_origin->x_bytes, buffer_origin->y_scalar, buffer_origin->z_scalar},
      {other_origin->x_bytes, other_origin->y_scalar, other_origin->z_scalar},
      {region->width_bytes, region->height_scalar, region->depth_scalar},
      pitches[0],
      pitches[1],
      pitches[2],
      pitches[3],
  };
  return out;
}

pi_result piextCommandBufferMemBufferCopyRect(
    pi_ext_command_buffer command_buffer, pi_mem src_buffer, pi_mem dst_buffer,
    pi_buff_rect_offset src_origin, pi_buff_rect_offset dst_origin,
    pi_buff_rect_region region, size_t src_row_pitch, size_t src_slice_pitch,
    size_t dst_row_pitch, size_t dst_slice_pitch, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point) {
  struct command_rect rect;
  size_t pitches[4] = {src_row_pitch, src_slice_pitch, dst_row_pitch, dst_slice_pitch};
  PI_TRACED(command_buffer_append_buffer_copy_rect(
                command_buffer, src_buffer, dst_buffer,
                command_rect(src_origin, dst_origin, region, pitches, &rect),
                num_sync_points_in_wait_list, sync_point_wait_list, sync_point),
            "command_buffer=%p, src=%p, dst=%p, num_sync_points=%u", (void *)command_buffer,
            (void *)src_buffer, (void *)dst_buffer, num_sync_points_in_wait_list);
}

pi_result piextCommandBufferMemBufferReadRect(
    pi_ext_command_buffer command_buffer, pi_mem buffer, pi_buff_rect_offset buffer_offset,
    pi_buff_rect_offset host_offset, pi_buff_rect_region region, size_t buffer_row_pitch,
    size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
    pi_uint32 num_sync_points_in_wait_list, const pi_ext_sync_point *sync_point_wait_list,
    pi_ext_sync_point *sync_point) {
  struct command_rect rect;
  size_t pitches[4] = {buffer_row_pitch, buffer_slice_pitch, host_row_pitch, host_slice_pitch};
  PI_TRACED(command_buffer_append_buffer_host_rect(
                command_buffer, buffer, true,
                command_rect(buffer_offset, host_offset, region, pitches, &rect), ptr,
                num_sync_points_in_wait_list, sync_point_wait_list, sync_point),
            "command_buffer=%p, buffer=%p, dst=%p, num_sync_points=%u", (void *)command_buffer,
            (void *)buffer, ptr, num_sync_points_in_wait_list);
}

pi_result piextCommandBufferMemBufferWriteRect(
    pi_ext_command_buffer command_buffer, pi_mem buffer, pi_buff_rect_offset buffer_offset,
    pi_buff_rect_offset host_offset, pi_buff_rect_region region, size_t buffer_row_pitch,
    size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch,
    const void *ptr, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point) {
  struct command_rect rect;
  size_t pitches[4] = {buffer_row_pitch, buffer_slice_pitch, host_row_pitch, host_slice_pitch};
  PI_TRACED(command_buffer_append_buffer_host_rect(
                command_buffer, buffer, false,
                command_rect(buffer_offset, host_offset, region, pitches, &rect), ptr,
                num_sync_points_in_wait_list, sync_point_wait_list, sync_point),
            "command_buffer=%p, buffer=%p, src=%p, num_sync_points=%u", (void *)command_buffer,
            (void *)buffer, ptr, num_sync_points_in_wait_list);
}

pi_result piextEnqueueCommandBuffer(pi_ext_command_buffer command_buffer, pi_queue queue,
                                    pi_uint32 num_events_in_wait_list,
                                    const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(command_buffer_enqueue(command_buffer, queue, num_events_in_wait_list,
                                   event_wait_list, event),
            "command_buffer=%p, queue=%p, num_events=%u, event=%p", (void *)command_buffer,
            (void *)queue, num_events_in_wait_list, (void *)event);
}

/* PI's three argument lists as the core's one: a USM pointer's new_ptr
 * points at the pointer, as piextKernelSetArgPointer's value does. */
static core_result update_kernel(pi_ext_command_buffer_command command,
                                 const pi_ext_command_buffer_update_kernel_launch_desc *desc) {
  if (!desc)
    return CORE_ERROR_INVALID_VALUE;
  if ((desc->num_mem_obj_args && !desc->mem_obj_arg_list) ||
      (desc->num_ptr_args && !desc->ptr_arg_list) ||
      (desc->num_value_args && !desc->value_arg_list))
    return CORE_ERROR_INVALID_VALUE;
  uint32_t count = desc->num_mem_obj_args + desc->num_ptr_args + desc->num_value_args;
  struct command_arg_update *args = count ? calloc(count, sizeof *args) : NULL;
  if (count && !args)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  uint32_t n = 0;
  for (uint32_t i = 0; i < desc->num_mem_obj_args; ++i, ++n) {
    args[n].index = desc->mem_obj_arg_list[i].arg_index;
    args[n].mem = desc->mem_obj_arg_list[i].new_mem_obj;
  }
  for (uint32_t i = 0; i < desc->num_ptr_args; ++i, ++n)
    args[n] = (struct command_arg_update){desc->ptr_arg_list[i].arg_index, sizeof(void *),
                                          desc->ptr_arg_list[i].new_ptr, NULL};
  for (uint32_t i = 0; i < desc->num_value_args; ++i, ++n)
    args[n] = (struct command_arg_update){desc->value_arg_list[i].arg_index,
                                          desc->value_arg_list[i].arg_size,
                                          desc->value_arg_list[i].new_value, NULL};
  struct command_kernel_update u = {count, args, desc->num_work_dim, desc->global_work_offset,
                                    desc->global_work_size, desc->local_work_size};
  core_result r = command_update_kernel(command, &u);
  free(args);
  return r;
}

pi_result piextCommandBufferUpdateKernelLaunch(
    pi_ext_command_buffer_command command,
    pi_ext_command_buffer_update_kernel_launch_desc *desc) {
  PI_TRACED(update_kernel(command, desc), "command=%p, desc=%p", (void *)command, (void *)desc);
}

pi_result piextCommandBufferRetainCommand(pi_ext_command_buffer_command command) {
  PI_TRACED(command_retain(command), "command=%p", (void *)command);
}

pi_result piextCommandBufferReleaseCommand(pi_ext_command_buffer_command command) {
  PI_TRACED(command_release(command), "command=%p", (void *)command);
}

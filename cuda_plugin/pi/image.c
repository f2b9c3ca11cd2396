/* Images over the core's (core/image.h): PI's formats and image types in
 * the core's words, the image info queries, and the image commands. */
#include "face.h"

/* PI's channel orders and types are SPIR-V's plus a base, except sRGBA and
 * ABGR (OpenCL 2.0 values). */
enum { PI_ORDER_BASE = PI_IMAGE_CHANNEL_ORDER_R, PI_TYPE_BASE = PI_IMAGE_CHANNEL_TYPE_SNORM_INT8 };

static uint32_t order_from_pi(pi_image_channel_order order) {
  if (order == PI_IMAGE_CHANNEL_ORDER_ABGR)
    return ORDER_ABGR;
  if (order == PI_IMAGE_CHANNEL_ORDER_sRGBA)
    return ORDER_SRGBA;
  if (order >= PI_IMAGE_CHANNEL_ORDER_R && order <= PI_IMAGE_CHANNEL_ORDER_RGBx)
    return (uint32_t)(order - PI_ORDER_BASE);
  return UINT32_MAX;
}

static pi_image_channel_order order_to_pi(enum image_channel_order order) {
  if (order == ORDER_ABGR)
    return PI_IMAGE_CHANNEL_ORDER_ABGR;
  return (pi_image_channel_order)(PI_ORDER_BASE + order);
}

static uint32_t type_from_pi(pi_image_channel_type type) {
  if (type >= PI_IMAGE_CHANNEL_TYPE_SNORM_INT8 && type <= PI_IMAGE_CHANNEL_TYPE_FLOAT)
    return (uint32_t)(type - PI_TYPE_BASE);
  return UINT32_MAX;
}

static core_result type_from_pi_mem(pi_mem_type type, enum image_type *out) {
  switch (type) {
  case PI_MEM_TYPE_IMAGE1D:
    *out = IMAGE_1D;
    return CORE_SUCCESS;
  case PI_MEM_TYPE_IMAGE2D:
    *out = IMAGE_2D;
    return CORE_SUCCESS;
  case PI_MEM_TYPE_IMAGE3D:
    *out = IMAGE_3D;
    return CORE_SUCCESS;
  case PI_MEM_TYPE_IMAGE1D_ARRAY:
    *out = IMAGE_1D_ARRAY;
    return CORE_SUCCESS;
  case PI_MEM_TYPE_IMAGE2D_ARRAY:
    *out = IMAGE_2D_ARRAY;
    return CORE_SUCCESS;
  default:
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR,
                     "image type 0x%x: only 1-D, 2-D, 3-D images and 1-D, 2-D arrays",
                     (unsigned)type);
  }
}

static core_result create(pi_context context, pi_mem_flags flags, const pi_image_format *format,
                          const pi_image_desc *desc, void *host_ptr, pi_mem *ret_mem) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!format)
    return CORE_ERROR_INVALID_VALUE;
  if (!desc)
    return CORE_ERROR_INVALID_IMAGE_DESCRIPTOR;
  bool needs_ptr = flags & (PI_MEM_FLAGS_HOST_PTR_USE | PI_MEM_FLAGS_HOST_PTR_COPY);
  if (needs_ptr != (host_ptr != NULL))
    return core_fail(CORE_ERROR_INVALID_HOST_PTR,
                     "host_ptr %p with flags 0x%llx: USE and COPY need one, others none", host_ptr,
                     (unsigned long long)flags);
  if (desc->num_mip_levels > 1 || desc->num_samples > 1 || desc->buffer)
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR,
                     "image with %u mip levels, %u samples, buffer %p: none of them is offered",
                     desc->num_mip_levels, desc->num_samples, (void *)desc->buffer);
  struct image_format core_format;
  CORE_CHECK(image_format_lookup(order_from_pi(format->image_channel_order),
                                 type_from_pi(format->image_channel_data_type), &core_format));
  struct image_desc core_desc = {
      .width = desc->image_width,
      .height = desc->image_height,
      .depth = desc->image_depth,
      .array_size = desc->image_array_size,
      .row_pitch = desc->image_row_pitch,
      .slice_pitch = desc->image_slice_pitch,
  };
  CORE_CHECK(type_from_pi_mem(desc->image_type, &core_desc.type));
  unsigned host = (flags & PI_MEM_FLAGS_HOST_PTR_USE ? MEM_HOST_USE : 0) |
                  (flags & PI_MEM_FLAGS_HOST_PTR_COPY ? MEM_HOST_COPY : 0) |
                  (flags & PI_MEM_FLAGS_HOST_PTR_ALLOC ? MEM_HOST_ALLOC : 0);
  return image_create(context, host, &core_format, &core_desc, host_ptr, ret_mem);
}

static core_result get_info(pi_mem mem, pi_image_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  struct cuda_image *image = mem_image(mem);
  if (!image)
    return CORE_ERROR_INVALID_MEM_OBJECT;
  switch (param_name) {
  case PI_IMAGE_INFO_FORMAT: {
    pi_image_format format = {order_to_pi(image->format.order),
                              (pi_image_channel_type)(PI_TYPE_BASE + image->format.type)};
    INFO_VALUE(pi_image_format, format);
  }
  case PI_IMAGE_INFO_ELEMENT_SIZE:
    INFO_VALUE(size_t, image->format.element_size);
  case PI_IMAGE_INFO_ROW_PITCH:
    INFO_VALUE(size_t, image_row_pitch(image));
  case PI_IMAGE_INFO_SLICE_PITCH:
    INFO_VALUE(size_t, image_slice_pitch(image));
  case PI_IMAGE_INFO_WIDTH:
    INFO_VALUE(size_t, image->desc.width);
  case PI_IMAGE_INFO_HEIGHT:
    INFO_VALUE(size_t, image_reported_height(image));
  case PI_IMAGE_INFO_DEPTH:
    INFO_VALUE(size_t, image_reported_depth(image));
  }
  return core_fail(CORE_ERROR_INVALID_VALUE, "image info 0x%x is not PI's", (unsigned)param_name);
}

static const size_t *origin_of(pi_image_offset offset, size_t out[3]) {
  if (!offset)
    return NULL;
  out[0] = offset->x, out[1] = offset->y, out[2] = offset->z;
  return out;
}

static const size_t *region_of(pi_image_region region, size_t out[3]) {
  if (!region)
    return NULL;
  out[0] = region->width, out[1] = region->height, out[2] = region->depth;
  return out;
}

pi_result piMemImageCreate(pi_context context, pi_mem_flags flags,
                           const pi_image_format *image_format, const pi_image_desc *image_desc,
                           void *host_ptr, pi_mem *ret_mem) {
  PI_TRACED(create(context, flags, image_format, image_desc, host_ptr, ret_mem),
            "context=%p, flags=0x%llx, order=0x%x, type=0x%x, image_type=0x%x, %zu x %zu x %zu "
            "[%zu], pitches %zu/%zu, host_ptr=%p -> %p",
            (void *)context, (unsigned long long)flags,
            image_format ? (unsigned)image_format->image_channel_order : 0,
            image_format ? (unsigned)image_format->image_channel_data_type : 0,
            image_desc ? (unsigned)image_desc->image_type : 0,
            image_desc ? image_desc->image_width : 0, image_desc ? image_desc->image_height : 0,
            image_desc ? image_desc->image_depth : 0,
            image_desc ? image_desc->image_array_size : 0,
            image_desc ? image_desc->image_row_pitch : 0,
            image_desc ? image_desc->image_slice_pitch : 0, host_ptr,
            ret_mem ? (void *)*ret_mem : NULL);
}

pi_result piMemImageGetInfo(pi_mem image, pi_image_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(image, param_name, param_value_size, param_value, param_value_size_ret),
            "image=%p, param=0x%x, size=%zu, value=%p", (void *)image, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piEnqueueMemImageRead(pi_queue command_queue, pi_mem image, pi_bool blocking_read,
                                pi_image_offset origin, pi_image_region region, size_t row_pitch,
                                size_t slice_pitch, void *ptr, pi_uint32 num_events_in_wait_list,
                                const pi_event *event_wait_list, pi_event *event) {
  size_t o[3], r[3];
  PI_TRACED(image_read(command_queue, image, blocking_read, origin_of(origin, o),
                       region_of(region, r), row_pitch, slice_pitch, ptr, num_events_in_wait_list,
                       event_wait_list, event),
            "queue=%p, image=%p, blocking=%d, row_pitch=%zu, slice_pitch=%zu, ptr=%p, "
            "events=%u -> %p",
            (void *)command_queue, (void *)image, (int)blocking_read, row_pitch, slice_pitch, ptr,
            num_events_in_wait_list, event ? (void *)*event : NULL);
}

pi_result piEnqueueMemImageWrite(pi_queue command_queue, pi_mem image, pi_bool blocking_write,
                                 pi_image_offset origin, pi_image_region region,
                                 size_t input_row_pitch, size_t input_slice_pitch,
                                 const void *ptr, pi_uint32 num_events_in_wait_list,
                                 const pi_event *event_wait_list, pi_event *event) {
  size_t o[3], r[3];
  PI_TRACED(image_write(command_queue, image, blocking_write, origin_of(origin, o),
                        region_of(region, r), input_row_pitch, input_slice_pitch, ptr,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, image=%p, blocking=%d, row_pitch=%zu, slice_pitch=%zu, ptr=%p, "
            "events=%u -> %p",
            (void *)command_queue, (void *)image, (int)blocking_write, input_row_pitch,
            input_slice_pitch, ptr, num_events_in_wait_list, event ? (void *)*event : NULL);
}

pi_result piEnqueueMemImageCopy(pi_queue command_queue, pi_mem src_image, pi_mem dst_image,
                                pi_image_offset src_origin, pi_image_offset dst_origin,
                                pi_image_region region, pi_uint32 num_events_in_wait_list,
                                const pi_event *event_wait_list, pi_event *event) {
  size_t so[3], dO[3], r[3];
  PI_TRACED(image_copy(command_queue, src_image, dst_image, origin_of(src_origin, so),
                       origin_of(dst_origin, dO), region_of(region, r), num_events_in_wait_list,
                       event_wait_list, event),
            "queue=%p, src=%p, dst=%p, events=%u -> %p", (void *)command_queue,
            (void *)src_image, (void *)dst_image, num_events_in_wait_list,
            event ? (void *)*event : NULL);
}

pi_result piEnqueueMemImageFill(pi_queue command_queue, pi_mem image, const void *fill_color,
                                const size_t *origin, const size_t *region,
                                pi_uint32 num_events_in_wait_list,
                                const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(image_fill(command_queue, image, fill_color, origin, region, num_events_in_wait_list,
                       event_wait_list, event),
            "queue=%p, image=%p, color=%p, events=%u -> %p", (void *)command_queue, (void *)image,
            fill_color, num_events_in_wait_list, event ? (void *)*event : NULL);
}

/* Images over the core's (core/image.h): UR's formats and image types in
 * the core's words (SPIR-V's values), the image info queries, and the
 * image commands. UR has no image fill. */
#include "face.h"

#include "info_result.h"

/* UR's channel orders, in UR's order, as SPIR-V numbers them. */
static const uint32_t spirv_orders[] = {
    [UR_IMAGE_CHANNEL_ORDER_A] = ORDER_A,
    [UR_IMAGE_CHANNEL_ORDER_R] = ORDER_R,
    [UR_IMAGE_CHANNEL_ORDER_RG] = ORDER_RG,
    [UR_IMAGE_CHANNEL_ORDER_RA] = ORDER_RA,
    [UR_IMAGE_CHANNEL_ORDER_RGB] = ORDER_RGB,
    [UR_IMAGE_CHANNEL_ORDER_RGBA] = ORDER_RGBA,
    [UR_IMAGE_CHANNEL_ORDER_BGRA] = ORDER_BGRA,
    [UR_IMAGE_CHANNEL_ORDER_ARGB] = ORDER_ARGB,
    [UR_IMAGE_CHANNEL_ORDER_ABGR] = ORDER_ABGR,
    [UR_IMAGE_CHANNEL_ORDER_INTENSITY] = ORDER_INTENSITY,
    [UR_IMAGE_CHANNEL_ORDER_LUMINANCE] = ORDER_LUMINANCE,
    [UR_IMAGE_CHANNEL_ORDER_RX] = ORDER_RX,
    [UR_IMAGE_CHANNEL_ORDER_RGX] = ORDER_RGX,
    [UR_IMAGE_CHANNEL_ORDER_RGBX] = ORDER_RGBX,
    [UR_IMAGE_CHANNEL_ORDER_SRGBA] = ORDER_SRGBA,
};
enum { NUM_UR_ORDERS = sizeof spirv_orders / sizeof *spirv_orders };

static uint32_t order_from_ur(ur_image_channel_order_t order) {
  return (unsigned)order < NUM_UR_ORDERS ? spirv_orders[order] : UINT32_MAX;
}

static ur_image_channel_order_t order_to_ur(enum image_channel_order order) {
  for (unsigned i = 0; i < NUM_UR_ORDERS; ++i)
    if (spirv_orders[i] == (uint32_t)order)
      return (ur_image_channel_order_t)i;
  return UR_IMAGE_CHANNEL_ORDER_FORCE_UINT32;
}

/* UR's channel types are SPIR-V's, value for value. */
static uint32_t type_from_ur(ur_image_channel_type_t type) {
  return type <= UR_IMAGE_CHANNEL_TYPE_FLOAT ? (uint32_t)type : UINT32_MAX;
}

static core_result type_from_ur_mem(ur_mem_type_t type, enum image_type *out) {
  switch (type) {
  case UR_MEM_TYPE_IMAGE1D:
    *out = IMAGE_1D;
    return CORE_SUCCESS;
  case UR_MEM_TYPE_IMAGE2D:
    *out = IMAGE_2D;
    return CORE_SUCCESS;
  case UR_MEM_TYPE_IMAGE3D:
    *out = IMAGE_3D;
    return CORE_SUCCESS;
  case UR_MEM_TYPE_IMAGE1D_ARRAY:
    *out = IMAGE_1D_ARRAY;
    return CORE_SUCCESS;
  case UR_MEM_TYPE_IMAGE2D_ARRAY:
    *out = IMAGE_2D_ARRAY;
    return CORE_SUCCESS;
  default:
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR,
                     "image type 0x%x: only 1-D, 2-D, 3-D images and 1-D, 2-D arrays",
                     (unsigned)type);
  }
}

static core_result create(ur_context_handle_t context, ur_mem_flags_t flags,
                          const ur_image_format_t *format, const ur_image_desc_t *desc,
                          void *host, ur_mem_handle_t *out) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!format || !out)
    return CORE_ERROR_INVALID_VALUE;
  if (!desc)
    return CORE_ERROR_INVALID_IMAGE_DESCRIPTOR;
  bool needs_host = flags & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER);
  if (needs_host != (host != NULL))
    return core_fail(CORE_ERROR_INVALID_HOST_PTR,
                     "pHost %p with flags 0x%x: USE and ALLOC_COPY need one, others none", host,
                     (unsigned)flags);
  if (desc->numMipLevel > 1 || desc->numSamples > 1)
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR,
                     "image with %u mip levels and %u samples: neither is offered",
                     desc->numMipLevel, desc->numSamples);
  struct image_format core_format;
  CORE_CHECK(image_format_lookup(order_from_ur(format->channelOrder),
                                 type_from_ur(format->channelType), &core_format));
  struct image_desc core_desc = {
      .width = desc->width,
      .height = desc->height,
      .depth = desc->depth,
      .array_size = desc->arraySize,
      .row_pitch = desc->rowPitch,
      .slice_pitch = desc->slicePitch,
  };
  CORE_CHECK(type_from_ur_mem(desc->type, &core_desc.type));
  unsigned host_flags = (flags & UR_MEM_FLAG_USE_HOST_POINTER ? MEM_HOST_USE : 0) |
                        (flags & UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER ? MEM_HOST_COPY : 0) |
                        (flags & UR_MEM_FLAG_ALLOC_HOST_POINTER ? MEM_HOST_ALLOC : 0);
  return image_create(context, host_flags, &core_format, &core_desc, host, out);
}

static core_result get_info(ur_mem_handle_t mem, ur_image_info_t prop, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  struct cuda_image *image = mem_image(mem);
  if (!image)
    return CORE_ERROR_INVALID_MEM_OBJECT;
  switch (prop) {
  case UR_IMAGE_INFO_FORMAT: {
    ur_image_format_t format = {order_to_ur(image->format.order),
                                (ur_image_channel_type_t)image->format.type};
    INFO_VALUE(ur_image_format_t, format);
  }
  case UR_IMAGE_INFO_ELEMENT_SIZE:
    INFO_VALUE(size_t, image->format.element_size);
  case UR_IMAGE_INFO_ROW_PITCH:
    INFO_VALUE(size_t, image_row_pitch(image));
  case UR_IMAGE_INFO_SLICE_PITCH:
    INFO_VALUE(size_t, image_slice_pitch(image));
  case UR_IMAGE_INFO_WIDTH:
    INFO_VALUE(size_t, image->desc.width);
  case UR_IMAGE_INFO_HEIGHT:
    INFO_VALUE(size_t, image_reported_height(image));
  case UR_IMAGE_INFO_DEPTH:
    INFO_VALUE(size_t, image_reported_depth(image));
  case UR_IMAGE_INFO_ARRAY_SIZE:
    INFO_VALUE(size_t, image->desc.array_size);
  case UR_IMAGE_INFO_NUM_MIP_LEVELS:
  case UR_IMAGE_INFO_NUM_SAMPLES:
    INFO_VALUE(uint32_t, 0);
  default:
    return core_fail(CORE_ERROR_INVALID_VALUE, "image info %u is not UR's", (unsigned)prop);
  }
}

static const size_t *origin_of(ur_rect_offset_t offset, size_t out[3]) {
  out[0] = offset.x, out[1] = offset.y, out[2] = offset.z;
  return out;
}

static const size_t *region_of(ur_rect_region_t region, size_t out[3]) {
  out[0] = region.width, out[1] = region.height, out[2] = region.depth;
  return out;
}

ur_result_t UR_APICALL urMemImageCreate(ur_context_handle_t hContext, ur_mem_flags_t flags,
                                        const ur_image_format_t *pImageFormat,
                                        const ur_image_desc_t *pImageDesc, void *pHost,
                                        ur_mem_handle_t *phMem) {
  UR_TRACED(create(hContext, flags, pImageFormat, pImageDesc, pHost, phMem),
            "hContext=%p, flags=0x%x, order=%u, type=%u, image_type=%u, %zu x %zu x %zu [%zu], "
            "pitches %zu/%zu, pHost=%p -> %p",
            (void *)hContext, (unsigned)flags,
            pImageFormat ? (unsigned)pImageFormat->channelOrder : 0,
            pImageFormat ? (unsigned)pImageFormat->channelType : 0,
            pImageDesc ? (unsigned)pImageDesc->type : 0, pImageDesc ? pImageDesc->width : 0,
            pImageDesc ? pImageDesc->height : 0, pImageDesc ? pImageDesc->depth : 0,
            pImageDesc ? pImageDesc->arraySize : 0, pImageDesc ? pImageDesc->rowPitch : 0,
            pImageDesc ? pImageDesc->slicePitch : 0, pHost, phMem ? (void *)*phMem : NULL);
}

ur_result_t UR_APICALL urMemImageGetInfo(ur_mem_handle_t hMemory, ur_image_info_t propName,
                                         size_t propSize, void *pPropValue,
                                         size_t *pPropSizeRet) {
  UR_TRACED(get_info(hMemory, propName, propSize, pPropValue, pPropSizeRet),
            "hMemory=%p, propName=%u, propSize=%zu, pPropValue=%p", (void *)hMemory,
            (unsigned)propName, propSize, pPropValue);
}

ur_result_t UR_APICALL urEnqueueMemImageRead(ur_queue_handle_t hQueue, ur_mem_handle_t hImage,
                                             bool blockingRead, ur_rect_offset_t origin,
                                             ur_rect_region_t region, size_t rowPitch,
                                             size_t slicePitch, void *pDst,
                                             uint32_t numEventsInWaitList,
                                             const ur_event_handle_t *phEventWaitList,
                                             ur_event_handle_t *phEvent) {
  size_t o[3], r[3];
  UR_TRACED(image_read(hQueue, hImage, blockingRead, origin_of(origin, o), region_of(region, r),
                       rowPitch, slicePitch, pDst, numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hImage=%p, blocking=%d, rowPitch=%zu, slicePitch=%zu, pDst=%p, "
            "events=%u -> %p",
            (void *)hQueue, (void *)hImage, (int)blockingRead, rowPitch, slicePitch, pDst,
            numEventsInWaitList, phEvent ? (void *)*phEvent : NULL);
}

ur_result_t UR_APICALL urEnqueueMemImageWrite(ur_queue_handle_t hQueue, ur_mem_handle_t hImage,
                                              bool blockingWrite, ur_rect_offset_t origin,
                                              ur_rect_region_t region, size_t rowPitch,
                                              size_t slicePitch, void *pSrc,
                                              uint32_t numEventsInWaitList,
                                              const ur_event_handle_t *phEventWaitList,
                                              ur_event_handle_t *phEvent) {
  size_t o[3], r[3];
  UR_TRACED(image_write(hQueue, hImage, blockingWrite, origin_of(origin, o),
                        region_of(region, r), rowPitch, slicePitch, pSrc, numEventsInWaitList,
                        phEventWaitList, phEvent),
            "hQueue=%p, hImage=%p, blocking=%d, rowPitch=%zu, slicePitch=%zu, pSrc=%p, "
            "events=%u -> %p",
            (void *)hQueue, (void *)hImage, (int)blockingWrite, rowPitch, slicePitch, pSrc,
            numEventsInWaitList, phEvent ? (void *)*phEvent : NULL);
}

ur_result_t UR_APICALL urEnqueueMemImageCopy(ur_queue_handle_t hQueue, ur_mem_handle_t hImageSrc,
                                             ur_mem_handle_t hImageDst, ur_rect_offset_t srcOrigin,
                                             ur_rect_offset_t dstOrigin, ur_rect_region_t region,
                                             uint32_t numEventsInWaitList,
                                             const ur_event_handle_t *phEventWaitList,
                                             ur_event_handle_t *phEvent) {
  size_t so[3], dO[3], r[3];
  UR_TRACED(image_copy(hQueue, hImageSrc, hImageDst, origin_of(srcOrigin, so),
                       origin_of(dstOrigin, dO), region_of(region, r), numEventsInWaitList,
                       phEventWaitList, phEvent),
            "hQueue=%p, hImageSrc=%p, hImageDst=%p, events=%u -> %p", (void *)hQueue,
            (void *)hImageSrc, (void *)hImageDst, numEventsInWaitList,
            phEvent ? (void *)*phEvent : NULL);
}

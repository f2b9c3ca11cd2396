#include "rect_copy.h"

CUDA_MEMCPY3D rect_copy_params(const struct rect_side *src, const struct rect_side *dst,
                               const struct rect_region *region) {
  size_t src_row = src->row_pitch ? src->row_pitch : region->width_bytes;
  size_t src_slice = src->slice_pitch ? src->slice_pitch : src_row * region->height;
  size_t dst_row = dst->row_pitch ? dst->row_pitch : region->width_bytes;
  size_t dst_slice = dst->slice_pitch ? dst->slice_pitch : dst_row * region->height;
  return (CUDA_MEMCPY3D){
      .srcXInBytes = src->origin.x_bytes,
      .srcY = src->origin.y,
      .srcZ = src->origin.z,
      .srcMemoryType = src->type,
      .srcHost = src->host,
      .srcDevice = src->device,
      .srcPitch = src_row,
      .srcHeight = src_slice / src_row,
      .dstXInBytes = dst->origin.x_bytes,
      .dstY = dst->origin.y,
      .dstZ = dst->origin.z,
      .dstMemoryType = dst->type,
      .dstHost = (void *)dst->host,
      .dstDevice = dst->device,
      .dstPitch = dst_row,
      .dstHeight = dst_slice / dst_row,
      .WidthInBytes = region->width_bytes,
      .Height = region->height,
      .Depth = region->depth,
  };
}

CUDA_MEMCPY3D linear_copy_params(const struct rect_side *src, const struct rect_side *dst,
                                 size_t size) {
  struct rect_side from = *src, to = *dst;
  from.origin = to.origin = (struct rect_offset){0, 0, 0};
  from.row_pitch = from.slice_pitch = to.row_pitch = to.slice_pitch = 0;
  return rect_copy_params(&from, &to, &(struct rect_region){size, 1, 1});
}

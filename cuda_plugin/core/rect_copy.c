#include "rect_copy.h"

/* A side's slice pitch and origin as CUDA takes them: the z origin folded
 * into the base address, so that for a single slice the height CUDA checks
 * the y origin against (graph memcpy nodes refuse y + height above it) need
 * not be the slice's, which a zero slice pitch makes the region's alone. */
static void set_side(const struct rect_side *side, const struct rect_region *region,
                     CUmemorytype *type, const void **host, CUdeviceptr *device, size_t *x,
                     size_t *y, size_t *pitch, size_t *height) {
  size_t row = side->row_pitch ? side->row_pitch : region->width_bytes;
  size_t slice = side->slice_pitch ? side->slice_pitch : row * region->height;
  size_t skip = side->origin.z * slice;
  *type = side->type;
  *host = side->host ? (const char *)side->host + skip : NULL;
  *device = side->device ? side->device + skip : 0;
  *x = side->origin.x_bytes;
  *y = side->origin.y;
  *pitch = row;
  *height = slice / row;
  if (region->depth == 1 && *height < side->origin.y + region->height)
    *height = side->origin.y + region->height;
}

CUDA_MEMCPY3D rect_copy_params(const struct rect_side *src, const struct rect_side *dst,
                               const struct rect_region *region) {
  CUDA_MEMCPY3D p = {.WidthInBytes = region->width_bytes,
                     .Height = region->height,
                     .Depth = region->depth};
  const void *dst_host;
  set_side(src, region, &p.srcMemoryType, &p.srcHost, &p.srcDevice, &p.srcXInBytes, &p.srcY,
           &p.srcPitch, &p.srcHeight);
  set_side(dst, region, &p.dstMemoryType, &dst_host, &p.dstDevice, &p.dstXInBytes, &p.dstY,
           &p.dstPitch, &p.dstHeight);
  p.dstHost = (void *)dst_host;
  return p;
}

CUDA_MEMCPY3D linear_copy_params(const struct rect_side *src, const struct rect_side *dst,
                                 size_t size) {
  struct rect_side from = *src, to = *dst;
  from.origin = to.origin = (struct rect_offset){0, 0, 0};
  from.row_pitch = from.slice_pitch = to.row_pitch = to.slice_pitch = 0;
  return rect_copy_params(&from, &to, &(struct rect_region){size, 1, 1});
}

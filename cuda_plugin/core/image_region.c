#include "image_region.h"

#include "errors.h"

core_result image_box_from_face(const struct cuda_image *image, const size_t origin[3],
                                const size_t region[3], struct image_box *box) {
  const struct image_desc *d = &image->desc;
  size_t o[3] = {origin[0], origin[1], origin[2]};
  size_t r[3] = {region[0], region[1], region[2]};
  if (d->type == IMAGE_1D_ARRAY) { /* OpenCL's layer index [1] is CUDA's z */
    o[2] = o[1], o[1] = origin[2];
    r[2] = r[1], r[1] = region[2];
  }
  size_t limit[3] = {d->width, d->height, d->type == IMAGE_3D ? d->depth : d->array_size};
  if (limit[2] == 0)
    limit[2] = 1;
  for (int i = 0; i < 3; ++i)
    if (r[i] == 0 || o[i] > limit[i] || r[i] > limit[i] - o[i])
      return core_fail(CORE_ERROR_INVALID_VALUE,
                       "image region origin {%zu, %zu, %zu} size {%zu, %zu, %zu} is empty or "
                       "outside the %zu x %zu x %zu image",
                       origin[0], origin[1], origin[2], region[0], region[1], region[2],
                       limit[0], d->type == IMAGE_1D_ARRAY ? limit[2] : limit[1],
                       d->type == IMAGE_1D_ARRAY ? limit[1] : limit[2]);
  *box = (struct image_box){o[0], o[1], o[2], r[0], r[1], r[2]};
  return CORE_SUCCESS;
}

core_result host_layout_resolve(const struct cuda_image *image, const struct image_box *box,
                                size_t row_pitch, size_t slice_pitch, struct host_layout *out) {
  size_t row = box->width * image->format.element_size;
  if (row_pitch == 0)
    row_pitch = row;
  size_t slice = row_pitch * box->height;
  if (slice_pitch == 0)
    slice_pitch = slice;
  if (row_pitch < row || (box->depth > 1 && slice_pitch < slice))
    return core_fail(CORE_ERROR_INVALID_VALUE,
                     "host row pitch %zu / slice pitch %zu below the region's %zu-byte rows / "
                     "%zu-byte slices",
                     row_pitch, slice_pitch, row, slice);
  *out = (struct host_layout){row_pitch, slice_pitch};
  return CORE_SUCCESS;
}

/* One-row slices (1-D arrays) step by the slice pitch as their row pitch. */
static bool single_row(const struct image_box *box) { return box->height == 1; }

size_t image_host_copy_count(const struct image_box *box, const struct host_layout *host) {
  if (box->depth == 1 || single_row(box) || host->slice_pitch % host->row_pitch == 0)
    return 1;
  return box->depth;
}

CUDA_MEMCPY3D image_host_copy(const struct cuda_image *image, const struct image_box *box,
                              const struct host_layout *host, void *host_ptr, bool to_host,
                              size_t i) {
  bool per_slice = image_host_copy_count(box, host) > 1;
  size_t pitch = host->row_pitch, rows = box->height;
  if (single_row(box) && box->depth > 1)
    pitch = host->slice_pitch;
  else if (!per_slice && box->depth > 1)
    rows = host->slice_pitch / host->row_pitch;
  char *host_start = (char *)host_ptr + (per_slice ? i * host->slice_pitch : 0);
  size_t array_x = box->x * image->format.element_size;
  size_t array_z = box->z + (per_slice ? i : 0);
  CUDA_MEMCPY3D c = {
      .WidthInBytes = box->width * image->format.element_size,
      .Height = box->height,
      .Depth = per_slice ? 1 : box->depth,
  };
  if (to_host) {
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY, c.srcArray = image->array;
    c.srcXInBytes = array_x, c.srcY = box->y, c.srcZ = array_z;
    c.dstMemoryType = CU_MEMORYTYPE_HOST, c.dstHost = host_start;
    c.dstPitch = pitch, c.dstHeight = rows;
  } else {
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = image->array;
    c.dstXInBytes = array_x, c.dstY = box->y, c.dstZ = array_z;
    c.srcMemoryType = CU_MEMORYTYPE_HOST, c.srcHost = host_start;
    c.srcPitch = pitch, c.srcHeight = rows;
  }
  return c;
}

CUDA_MEMCPY3D image_array_copy(const struct cuda_image *src, const struct image_box *src_box,
                               const struct cuda_image *dst, const struct image_box *dst_box) {
  size_t element = src->format.element_size;
  return (CUDA_MEMCPY3D){
      .srcMemoryType = CU_MEMORYTYPE_ARRAY,
      .srcArray = src->array,
      .srcXInBytes = src_box->x * element,
      .srcY = src_box->y,
      .srcZ = src_box->z,
      .dstMemoryType = CU_MEMORYTYPE_ARRAY,
      .dstArray = dst->array,
      .dstXInBytes = dst_box->x * element,
      .dstY = dst_box->y,
      .dstZ = dst_box->z,
      .WidthInBytes = src_box->width * element,
      .Height = src_box->height,
      .Depth = src_box->depth,
  };
}

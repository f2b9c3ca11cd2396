/* Where an image command's texels are: the face's origin and region (in
 * OpenCL's order, the layer of a 1-D array in [1], of a 2-D array in [2])
 * turned into a box of the CUDA array (layers as z), the host side's
 * pitches, and the cuMemcpy3D descriptors between them. Pure: no driver. */
#ifndef CUDA_CORE_IMAGE_REGION_H
#define CUDA_CORE_IMAGE_REGION_H

#include <cuda.h>
#include <stdbool.h>
#include <stddef.h>

#include "image.h"

/* A box of the CUDA array in texels; z is the slice or the layer. */
struct image_box {
  size_t x, y, z;
  size_t width, height, depth;
};

/* Host memory of a read, write or create: bytes per row and per slice (or
 * per layer of a 1-D array). */
struct host_layout {
  size_t row_pitch, slice_pitch;
};

/* Checks that the region is non-empty and inside the image. */
core_result image_box_from_face(const struct cuda_image *image, const size_t origin[3],
                                const size_t region[3], struct image_box *box);

/* Resolves 0 pitches to tight ones (OpenCL: row = width * element, slice =
 * row * height) and refuses pitches smaller than that. */
core_result host_layout_resolve(const struct cuda_image *image, const struct image_box *box,
                                size_t row_pitch, size_t slice_pitch, struct host_layout *out);

/* cuMemcpy3D can step slices only by a whole number of rows: a slice pitch
 * that is not a multiple of the row pitch takes one copy per slice. */
size_t image_host_copy_count(const struct image_box *box, const struct host_layout *host);

/* The i-th copy between the box and host memory at `host`. */
CUDA_MEMCPY3D image_host_copy(const struct cuda_image *image, const struct image_box *box,
                              const struct host_layout *host, void *host_ptr, bool to_host,
                              size_t i);

/* A copy between two images' boxes of the same extent. */
CUDA_MEMCPY3D image_array_copy(const struct cuda_image *src, const struct image_box *src_box,
                               const struct cuda_image *dst, const struct image_box *dst_box);

#endif

/* Images: a CUDA array (surface load/store, layered for arrays), a surface
 * object over it, and the 48-byte device descriptor whose address is the
 * kernel argument (docs/contracts.md, "Images and samplers"). An image is a
 * core_mem (MEM_IMAGE) so that retain, release and kernel arguments take it
 * as they take buffers. It lives on the context's first device, as buffers
 * do; CUDA surfaces do not cross devices, so only kernels on that device
 * can use it. */
#ifndef CUDA_CORE_IMAGE_H
#define CUDA_CORE_IMAGE_H

#include <assert.h>

#include "image_format.h"
#include "objects.h"

enum image_type { IMAGE_1D = 1, IMAGE_2D, IMAGE_3D, IMAGE_1D_ARRAY, IMAGE_2D_ARRAY };

/* What a face asks for. Sizes a type does not use are ignored; pitches
 * describe the host memory of MEM_HOST_USE/COPY (0: tight). */
struct image_desc {
  enum image_type type;
  size_t width, height, depth, array_size;
  size_t row_pitch, slice_pitch;
};

/* The descriptor kernels read; little-endian, 16-byte aligned. */
struct image_descriptor {
  uint64_t surface;
  int32_t width, height, depth, array_size;
  int32_t channel_order, channel_type; /* SPIR-V values */
  int32_t element_size, dims, is_array, zero;
};
static_assert(sizeof(struct image_descriptor) == 48, "the descriptor is 48 bytes (contracts.md)");

struct cuda_image {
  struct image_desc desc; /* as created: unused sizes 1 (0 array_size off arrays) */
  struct image_format format;
  CUarray array;
  CUsurfObject surface;
  CUdeviceptr descriptor;
};

/* Checks `desc` against its type and the device's surface limits, and
 * writes it with the sizes its type does not use set to 1 (array_size 0). */
core_result image_normalize_desc(const struct device_props *props, const struct image_desc *desc,
                                 struct image_desc *out);
/* The descriptor a new image gets. */
struct image_descriptor image_descriptor_for(const struct cuda_image *image);

core_result image_create(core_context context, unsigned host_flags,
                         const struct image_format *format, const struct image_desc *desc,
                         void *host_ptr, core_mem *ret_mem);
/* NULL unless `mem` is a live image. */
struct cuda_image *mem_image(core_mem mem);
/* Frees the descriptor, surface and array (memory.c, at the last release). */
void image_free(struct cuda_image *image);

/* What the device info queries say of images. Image and sampler arguments
 * are plain 8- and 4-byte kernel parameters, so CUDA puts no limit of its
 * own on their number: these are OpenCL 2.0's minimums. */
struct image_limits {
  size_t max_2d[2], max_3d[3], max_array_size;
  uint32_t max_read_args, max_write_args, max_samplers;
};
void image_device_limits(const struct device_props *props, struct image_limits *limits);

/* Bytes of one row and one slice of the whole image, tight. */
size_t image_row_pitch(const struct cuda_image *image);
size_t image_slice_pitch(const struct cuda_image *image);
/* OpenCL's answers for the extent: height 0 for 1-D images and arrays,
 * depth 0 unless 3-D. */
size_t image_reported_height(const struct cuda_image *image);
size_t image_reported_depth(const struct cuda_image *image);

#endif

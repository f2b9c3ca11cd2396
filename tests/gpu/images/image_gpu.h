/* What the GPU image tests share: the formats in PI's and the reference's
 * words, image creation and transfers through the plugin, and launches of
 * the generated kernels (gen_image_kernels.py) on an image. */
#ifndef IMAGE_GPU_H
#define IMAGE_GPU_H

#include "gpu_test.h"
#include "image_reference.h"

/* The orders and types the tests try, every one the PI header names. */
extern const enum ref_order image_orders[];
extern const size_t image_order_count;
extern const enum ref_type image_types[];
extern const size_t image_type_count;

/* What docs/contracts.md says the plugin holds: what OpenCL 1.2 allows,
 * less Rx, RGx, RGBx and sRGBA. */
bool image_format_supported(struct ref_format format);
pi_image_format image_pi_format(struct ref_format format);

/* A shape of the tests: an image type and its sizes (layers for arrays). */
struct image_shape {
  const char *name; /* the kernels' shape: 1d 2d 3d 1da 2da */
  pi_mem_type type;
  int dims; /* without the layer */
  bool is_array;
  int width, height, depth, layers;
};
/* 1-D 17; 2-D 17x9; 3-D 17x9x5; 1-D array 17 x 3 layers; 2-D array 17x9 x 3. */
extern const struct image_shape image_shapes[5];
/* 2-D 4099x3: an odd width whose rows are not a multiple of any pitch. */
extern const struct image_shape image_wide_2d;

/* Texels (x, y, z or layer) of the shape, as the reference packs them. */
size_t shape_texels(const struct image_shape *shape);
/* The extent of axes 1 and 2 (height; depth or layers) as a copy region. */
size_t shape_rows(const struct image_shape *shape);
size_t shape_slices(const struct image_shape *shape);
struct ref_image shape_ref_image(const struct image_shape *shape, struct ref_format format,
                                 const uint8_t *texels);

/* piMemImageCreate of the shape; its result in *result (the image NULL
 * unless PI_SUCCESS). Pitches 0 are tight. */
pi_mem image_create(struct gpu *g, struct ref_format format, const struct image_shape *shape,
                    pi_mem_flags flags, size_t row_pitch, size_t slice_pitch, void *host,
                    pi_result *result);
/* The whole image from or to tight host texels, blocking. */
void image_upload(struct gpu *g, pi_mem image, const struct image_shape *shape,
                  const void *texels);
void image_download(struct gpu *g, pi_mem image, const struct image_shape *shape, void *texels);

/* Launches kernel over n work-items (groups of 64): the image first, the
 * sampler bits next when with_sampler, then each buffer, then n when
 * pass_count (the size and query kernels take none). Waits. */
void launch_on_image(struct gpu *g, const char *kernel_name, pi_mem image, bool with_sampler,
                     pi_sampler sampler, pi_mem *buffers, int buffer_count, int n,
                     bool pass_count);

pi_mem buffer_from(struct gpu *g, const void *data, size_t bytes);
void buffer_read(struct gpu *g, pi_mem buffer, void *data, size_t bytes);

/* A sampler through piSamplerCreate with all three properties. */
pi_sampler sampler_create(struct gpu *g, struct ref_sampler sampler);

/* The int4 coordinates of texel t of the shape, in the order the
 * reference packs texels. */
void texel_coords(const struct image_shape *shape, size_t t, int32_t coords[4]);

/* A deterministic pseudo-random sequence. */
uint32_t next_random(uint32_t *state);

#endif

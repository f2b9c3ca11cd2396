#include "image_gpu.h"

#include <stdlib.h>

const enum ref_order image_orders[] = {
    REF_R, REF_A, REF_RG, REF_RA, REF_RGB, REF_RGBA, REF_BGRA, REF_ARGB,
    REF_ABGR, REF_INTENSITY, REF_LUMINANCE, REF_Rx, REF_RGx, REF_RGBx, REF_sRGBA};
const size_t image_order_count = sizeof image_orders / sizeof image_orders[0];
const enum ref_type image_types[] = {
    REF_SNORM_INT8, REF_SNORM_INT16, REF_UNORM_INT8, REF_UNORM_INT16, REF_UNORM_SHORT_565,
    REF_UNORM_SHORT_555, REF_UNORM_INT_101010, REF_SIGNED_INT8, REF_SIGNED_INT16,
    REF_SIGNED_INT32, REF_UNSIGNED_INT8, REF_UNSIGNED_INT16, REF_UNSIGNED_INT32,
    REF_HALF_FLOAT, REF_FLOAT};
const size_t image_type_count = sizeof image_types / sizeof image_types[0];

bool image_format_supported(struct ref_format format) {
  enum ref_order o = format.order;
  return ref_format_valid(format) && o != REF_Rx && o != REF_RGx && o != REF_RGBx &&
         o != REF_sRGBA;
}

static pi_image_channel_order pi_order(enum ref_order order) {
  switch (order) {
  case REF_R: return PI_IMAGE_CHANNEL_ORDER_R;
  case REF_A: return PI_IMAGE_CHANNEL_ORDER_A;
  case REF_RG: return PI_IMAGE_CHANNEL_ORDER_RG;
  case REF_RA: return PI_IMAGE_CHANNEL_ORDER_RA;
  case REF_RGB: return PI_IMAGE_CHANNEL_ORDER_RGB;
  case REF_RGBA: return PI_IMAGE_CHANNEL_ORDER_RGBA;
  case REF_BGRA: return PI_IMAGE_CHANNEL_ORDER_BGRA;
  case REF_ARGB: return PI_IMAGE_CHANNEL_ORDER_ARGB;
  case REF_ABGR: return PI_IMAGE_CHANNEL_ORDER_ABGR;
  case REF_INTENSITY: return PI_IMAGE_CHANNEL_ORDER_INTENSITY;
  case REF_LUMINANCE: return PI_IMAGE_CHANNEL_ORDER_LUMINANCE;
  case REF_Rx: return PI_IMAGE_CHANNEL_ORDER_Rx;
  case REF_RGx: return PI_IMAGE_CHANNEL_ORDER_RGx;
  case REF_RGBx: return PI_IMAGE_CHANNEL_ORDER_RGBx;
  case REF_sRGBA: return PI_IMAGE_CHANNEL_ORDER_sRGBA;
  }
  return PI_IMAGE_CHANNEL_ORDER_RGBA;
}

pi_image_format image_pi_format(struct ref_format format) {
  /* PI's channel types follow the SPIR-V order, from SNORM_INT8 on. */
  pi_image_format f = {pi_order(format.order),
                       (pi_image_channel_type)(PI_IMAGE_CHANNEL_TYPE_SNORM_INT8 + format.type)};
  return f;
}

const struct image_shape image_shapes[5] = {
    {"1d", PI_MEM_TYPE_IMAGE1D, 1, false, 17, 1, 1, 0},
    {"2d", PI_MEM_TYPE_IMAGE2D, 2, false, 17, 9, 1, 0},
    {"3d", PI_MEM_TYPE_IMAGE3D, 3, false, 17, 9, 5, 0},
    {"1da", PI_MEM_TYPE_IMAGE1D_ARRAY, 1, true, 17, 1, 1, 3},
    {"2da", PI_MEM_TYPE_IMAGE2D_ARRAY, 2, true, 17, 9, 1, 3},
};
const struct image_shape image_wide_2d = {"2d", PI_MEM_TYPE_IMAGE2D, 2, false, 4099, 3, 1, 0};

size_t shape_rows(const struct image_shape *s) {
  return s->dims == 1 && s->is_array ? (size_t)s->layers : (size_t)s->height;
}

size_t shape_slices(const struct image_shape *s) {
  return s->dims == 2 && s->is_array ? (size_t)s->layers : (size_t)s->depth;
}

size_t shape_texels(const struct image_shape *s) {
  return (size_t)s->width * shape_rows(s) * shape_slices(s);
}

struct ref_image shape_ref_image(const struct image_shape *s, struct ref_format format,
                                 const uint8_t *texels) {
  struct ref_image image = {format, s->dims, s->is_array, s->width, (int)shape_rows(s),
                            (int)shape_slices(s), s->layers, texels};
  return image;
}

pi_mem image_create(struct gpu *g, struct ref_format format, const struct image_shape *shape,
                    pi_mem_flags flags, size_t row_pitch, size_t slice_pitch, void *host,
                    pi_result *result) {
  pi_image_format pi_format = image_pi_format(format);
  pi_image_desc desc = {shape->type,
                        (size_t)shape->width,
                        (size_t)shape->height,
                        (size_t)shape->depth,
                        (size_t)shape->layers,
                        row_pitch,
                        slice_pitch,
                        0,
                        0,
                        NULL};
  pi_mem image = NULL;
  *result = piMemImageCreate(g->context, PI_MEM_FLAGS_ACCESS_RW | flags, &pi_format, &desc,
                             host, &image);
  return *result == PI_SUCCESS ? image : NULL;
}

void image_upload(struct gpu *g, pi_mem image, const struct image_shape *shape,
                  const void *texels) {
  struct pi_image_offset_struct origin = {0, 0, 0};
  struct pi_image_region_struct region = {(size_t)shape->width, shape_rows(shape),
                                          shape_slices(shape)};
  PI_CHECK(piEnqueueMemImageWrite(g->queue, image, PI_TRUE, &origin, &region, 0, 0, texels, 0,
                                  NULL, NULL));
}

void image_download(struct gpu *g, pi_mem image, const struct image_shape *shape, void *texels) {
  struct pi_image_offset_struct origin = {0, 0, 0};
  struct pi_image_region_struct region = {(size_t)shape->width, shape_rows(shape),
                                          shape_slices(shape)};
  PI_CHECK(piEnqueueMemImageRead(g->queue, image, PI_TRUE, &origin, &region, 0, 0, texels, 0,
                                 NULL, NULL));
}

void launch_on_image(struct gpu *g, const char *kernel_name, pi_mem image, bool with_sampler,
                     pi_sampler sampler, pi_mem *buffers, int buffer_count, int n,
                     bool pass_count) {
  pi_kernel kernel = make_kernel(test_program, kernel_name);
  pi_uint32 arg = 0;
  PI_CHECK(piextKernelSetArgMemObj(kernel, arg++, NULL, &image));
  if (with_sampler)
    PI_CHECK(piextKernelSetArgSampler(kernel, arg++, &sampler));
  for (int i = 0; i < buffer_count; i++)
    PI_CHECK(piextKernelSetArgMemObj(kernel, arg++, NULL, &buffers[i]));
  if (pass_count) {
    int32_t count = n;
    PI_CHECK(piKernelSetArg(kernel, arg++, sizeof count, &count));
  }
  size_t group = 64, global = ((size_t)n + group - 1) / group * group;
  PI_CHECK(piEnqueueKernelLaunch(g->queue, kernel, 1, NULL, &global, &group, 0, NULL, NULL));
  PI_CHECK(piQueueFinish(g->queue));
  PI_CHECK(piKernelRelease(kernel));
}

pi_mem buffer_from(struct gpu *g, const void *data, size_t bytes) {
  pi_mem buffer;
  PI_CHECK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                             bytes, (void *)data, &buffer, NULL));
  return buffer;
}

void buffer_read(struct gpu *g, pi_mem buffer, void *data, size_t bytes) {
  PI_CHECK(piEnqueueMemBufferRead(g->queue, buffer, PI_TRUE, 0, bytes, data, 0, NULL, NULL));
}

pi_sampler sampler_create(struct gpu *g, struct ref_sampler s) {
  pi_sampler_properties props[] = {
      PI_SAMPLER_PROPERTIES_NORMALIZED_COORDS,
      s.normalized ? PI_TRUE : PI_FALSE,
      PI_SAMPLER_PROPERTIES_ADDRESSING_MODE,
      (pi_sampler_properties)(PI_SAMPLER_ADDRESSING_MODE_NONE + s.addressing),
      PI_SAMPLER_PROPERTIES_FILTER_MODE,
      s.linear ? PI_SAMPLER_FILTER_MODE_LINEAR : PI_SAMPLER_FILTER_MODE_NEAREST,
      0};
  pi_sampler sampler;
  PI_CHECK(piSamplerCreate(g->context, props, &sampler));
  return sampler;
}

void texel_coords(const struct image_shape *shape, size_t t, int32_t coords[4]) {
  size_t width = (size_t)shape->width, rows = shape_rows(shape);
  coords[0] = (int32_t)(t % width);
  coords[1] = (int32_t)(t / width % rows);
  coords[2] = (int32_t)(t / (width * rows));
  coords[3] = 0;
}

uint32_t next_random(uint32_t *state) {
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

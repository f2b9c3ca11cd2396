/* Image formats in the core's words: SPIR-V's ImageChannelOrder and
 * ImageChannelDataType values (the ones the device descriptor carries,
 * docs/contracts.md), and how a CUDA array holds each OpenCL 1.2 format. */
#ifndef CUDA_CORE_IMAGE_FORMAT_H
#define CUDA_CORE_IMAGE_FORMAT_H

#include <cuda.h>
#include <stdint.h>

#include "result.h"

enum image_channel_order {
  ORDER_R = 0,
  ORDER_A = 1,
  ORDER_RG = 2,
  ORDER_RA = 3,
  ORDER_RGB = 4,
  ORDER_RGBA = 5,
  ORDER_BGRA = 6,
  ORDER_ARGB = 7,
  ORDER_INTENSITY = 8,
  ORDER_LUMINANCE = 9,
  ORDER_RX = 10,
  ORDER_RGX = 11,
  ORDER_RGBX = 12,
  ORDER_SRGBA = 15,
  ORDER_ABGR = 19,
};

enum image_channel_type {
  TYPE_SNORM_INT8 = 0,
  TYPE_SNORM_INT16 = 1,
  TYPE_UNORM_INT8 = 2,
  TYPE_UNORM_INT16 = 3,
  TYPE_UNORM_SHORT_565 = 4,
  TYPE_UNORM_SHORT_555 = 5,
  TYPE_UNORM_INT_101010 = 6,
  TYPE_SIGNED_INT8 = 7,
  TYPE_SIGNED_INT16 = 8,
  TYPE_SIGNED_INT32 = 9,
  TYPE_UNSIGNED_INT8 = 10,
  TYPE_UNSIGNED_INT16 = 11,
  TYPE_UNSIGNED_INT32 = 12,
  TYPE_HALF_FLOAT = 13,
  TYPE_FLOAT = 14,
};

/* A format and the CUDA array that holds it: surfaces move texels as raw
 * bytes, so only the element size matters to CUDA; packed RGB types are one
 * 16- or 32-bit channel. */
struct image_format {
  enum image_channel_order order;
  enum image_channel_type type;
  CUarray_format cu_format;
  unsigned num_channels; /* of the CUDA array: 1, 2 or 4 */
  unsigned element_size; /* bytes per texel: 1, 2, 4, 8 or 16 */
};

/* Fills `out` for an OpenCL 1.2 format a CUDA array can hold; otherwise
 * CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED with a message naming the format. */
core_result image_format_lookup(uint32_t order, uint32_t type, struct image_format *out);

/* "RGBA", "UNORM_INT8", ...; "?" for a value outside the enums. */
const char *image_order_name(uint32_t order);
const char *image_type_name(uint32_t type);

#endif

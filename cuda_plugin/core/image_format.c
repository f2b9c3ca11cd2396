#include "image_format.h"

#include <stdbool.h>

#include "errors.h"

struct type_row {
  CUarray_format cu_format;
  unsigned bytes; /* of one channel, or of the whole packed texel */
  const char *name;
};

static const struct type_row types[] = {
    [TYPE_SNORM_INT8] = {CU_AD_FORMAT_SIGNED_INT8, 1, "SNORM_INT8"},
    [TYPE_SNORM_INT16] = {CU_AD_FORMAT_SIGNED_INT16, 2, "SNORM_INT16"},
    [TYPE_UNORM_INT8] = {CU_AD_FORMAT_UNSIGNED_INT8, 1, "UNORM_INT8"},
    [TYPE_UNORM_INT16] = {CU_AD_FORMAT_UNSIGNED_INT16, 2, "UNORM_INT16"},
    [TYPE_UNORM_SHORT_565] = {CU_AD_FORMAT_UNSIGNED_INT16, 2, "UNORM_SHORT_565"},
    [TYPE_UNORM_SHORT_555] = {CU_AD_FORMAT_UNSIGNED_INT16, 2, "UNORM_SHORT_555"},
    [TYPE_UNORM_INT_101010] = {CU_AD_FORMAT_UNSIGNED_INT32, 4, "UNORM_INT_101010"},
    [TYPE_SIGNED_INT8] = {CU_AD_FORMAT_SIGNED_INT8, 1, "SIGNED_INT8"},
    [TYPE_SIGNED_INT16] = {CU_AD_FORMAT_SIGNED_INT16, 2, "SIGNED_INT16"},
    [TYPE_SIGNED_INT32] = {CU_AD_FORMAT_SIGNED_INT32, 4, "SIGNED_INT32"},
    [TYPE_UNSIGNED_INT8] = {CU_AD_FORMAT_UNSIGNED_INT8, 1, "UNSIGNED_INT8"},
    [TYPE_UNSIGNED_INT16] = {CU_AD_FORMAT_UNSIGNED_INT16, 2, "UNSIGNED_INT16"},
    [TYPE_UNSIGNED_INT32] = {CU_AD_FORMAT_UNSIGNED_INT32, 4, "UNSIGNED_INT32"},
    [TYPE_HALF_FLOAT] = {CU_AD_FORMAT_HALF, 2, "HALF_FLOAT"},
    [TYPE_FLOAT] = {CU_AD_FORMAT_FLOAT, 4, "FLOAT"},
};
enum { NUM_TYPES = sizeof types / sizeof *types };

static const char *const orders[] = {
    [ORDER_R] = "R",         [ORDER_A] = "A",         [ORDER_RG] = "RG",
    [ORDER_RA] = "RA",       [ORDER_RGB] = "RGB",     [ORDER_RGBA] = "RGBA",
    [ORDER_BGRA] = "BGRA",   [ORDER_ARGB] = "ARGB",   [ORDER_INTENSITY] = "INTENSITY",
    [ORDER_LUMINANCE] = "LUMINANCE", [ORDER_RX] = "Rx", [ORDER_RGX] = "RGx",
    [ORDER_RGBX] = "RGBx",   [ORDER_SRGBA] = "sRGBA", [ORDER_ABGR] = "ABGR",
};
enum { NUM_ORDERS = sizeof orders / sizeof *orders };

const char *image_order_name(uint32_t order) {
  return order < NUM_ORDERS && orders[order] ? orders[order] : "?";
}

const char *image_type_name(uint32_t type) { return type < NUM_TYPES ? types[type].name : "?"; }

static bool is_packed(uint32_t type) {
  return type == TYPE_UNORM_SHORT_565 || type == TYPE_UNORM_SHORT_555 ||
         type == TYPE_UNORM_INT_101010;
}

static bool is_normalized_or_float(uint32_t type) {
  return type == TYPE_UNORM_INT8 || type == TYPE_UNORM_INT16 || type == TYPE_SNORM_INT8 ||
         type == TYPE_SNORM_INT16 || type == TYPE_HALF_FLOAT || type == TYPE_FLOAT;
}

static bool is_8_bit(uint32_t type) {
  return type == TYPE_UNORM_INT8 || type == TYPE_SNORM_INT8 || type == TYPE_SIGNED_INT8 ||
         type == TYPE_UNSIGNED_INT8;
}

/* Channels stored per texel for the orders a CUDA array holds (0: refused),
 * and which types OpenCL 1.2 (section 5.3.1.1, ABGR as OpenCL 2.0) allows
 * with each order. */
static unsigned stored_channels(uint32_t order, uint32_t type) {
  switch (order) {
  case ORDER_R:
  case ORDER_A:
    return is_packed(type) ? 0 : 1;
  case ORDER_RG:
  case ORDER_RA:
    return is_packed(type) ? 0 : 2;
  case ORDER_RGBA:
    return is_packed(type) ? 0 : 4;
  case ORDER_INTENSITY:
  case ORDER_LUMINANCE:
    return is_normalized_or_float(type) ? 1 : 0;
  case ORDER_RGB:
    return is_packed(type) ? 1 : 0;
  case ORDER_BGRA:
  case ORDER_ARGB:
  case ORDER_ABGR:
    return is_8_bit(type) ? 4 : 0;
  default: /* Rx, RGx, RGBx, sRGBA and unknown values */
    return 0;
  }
}

core_result image_format_lookup(uint32_t order, uint32_t type, struct image_format *out) {
  unsigned channels = type < NUM_TYPES ? stored_channels(order, type) : 0;
  if (channels == 0)
    return core_fail(CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED,
                     "image format %s (order %u) x %s (type %u): not an OpenCL 1.2 format a CUDA "
                     "array can hold",
                     image_order_name(order), (unsigned)order, image_type_name(type),
                     (unsigned)type);
  *out = (struct image_format){
      .order = (enum image_channel_order)order,
      .type = (enum image_channel_type)type,
      .cu_format = types[type].cu_format,
      .num_channels = channels,
      .element_size = channels * types[type].bytes,
  };
  return CORE_SUCCESS;
}

/* A host reference of OpenCL 1.2 section 8.3 (image format conversion) and
 * section 8.2 (samplers), written from the spec and independent of the
 * product code, for checking what the device returns. Orders and types are
 * the SPIR-V enums (ImageChannelOrder, ImageChannelDataType), which the
 * device's ImageQueryOrder/ImageQueryFormat also return. */
#ifndef IMAGE_REFERENCE_H
#define IMAGE_REFERENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum ref_order {
  REF_R = 0, REF_A = 1, REF_RG = 2, REF_RA = 3, REF_RGB = 4, REF_RGBA = 5, REF_BGRA = 6,
  REF_ARGB = 7, REF_INTENSITY = 8, REF_LUMINANCE = 9, REF_Rx = 10, REF_RGx = 11,
  REF_RGBx = 12, REF_sRGBA = 15, REF_ABGR = 19
};

enum ref_type {
  REF_SNORM_INT8 = 0, REF_SNORM_INT16 = 1, REF_UNORM_INT8 = 2, REF_UNORM_INT16 = 3,
  REF_UNORM_SHORT_565 = 4, REF_UNORM_SHORT_555 = 5, REF_UNORM_INT_101010 = 6,
  REF_SIGNED_INT8 = 7, REF_SIGNED_INT16 = 8, REF_SIGNED_INT32 = 9, REF_UNSIGNED_INT8 = 10,
  REF_UNSIGNED_INT16 = 11, REF_UNSIGNED_INT32 = 12, REF_HALF_FLOAT = 13, REF_FLOAT = 14
};

/* What a kernel reads from and writes to a format: read_imagef/h,
 * read_imagei or read_imageui (section 8.3). */
enum ref_kind { REF_KIND_FLOAT, REF_KIND_INT, REF_KIND_UINT };

struct ref_format {
  enum ref_order order;
  enum ref_type type;
};

union ref_value {
  float f[4];
  int32_t i[4];
  uint32_t u[4];
};

/* Whether OpenCL 1.2 (tables 5.6 and 5.7) allows the pair; ABGR, from
 * OpenCL 2.0, takes the 8-bit types as BGRA and ARGB do. */
bool ref_format_valid(struct ref_format format);
enum ref_kind ref_format_kind(struct ref_format format);
/* Channels stored per texel (1 for the packed RGB types). */
int ref_stored_channels(struct ref_format format);
int ref_element_size(struct ref_format format);
const char *ref_order_name(enum ref_order order);
const char *ref_type_name(enum ref_type type);

/* Section 8.3.1: the value written by write_image{f,i,ui} (by the format's
 * kind) as the texel's bytes, and the value a read returns for a texel;
 * channels the order lacks read as 0, 0, 0, 1. */
void ref_encode(struct ref_format format, const union ref_value *value, uint8_t *texel);
void ref_decode(struct ref_format format, const uint8_t *texel, union ref_value *value);

/* IEEE binary16, round to nearest even. */
uint16_t ref_float_to_half(float value);
float ref_half_to_float(uint16_t bits);

/* Texels packed tight: x fastest, then y, then z or the layer. */
struct ref_image {
  struct ref_format format;
  int dims;      /* coordinate dimensions without the layer: 1, 2, 3 */
  bool is_array; /* 1-D or 2-D array: one more coordinate, the layer */
  int width, height, depth, layers;
  const uint8_t *texels;
};

enum ref_addressing {
  REF_ADDRESS_NONE = 0, REF_ADDRESS_CLAMP_TO_EDGE = 1, REF_ADDRESS_CLAMP = 2,
  REF_ADDRESS_REPEAT = 3, REF_ADDRESS_MIRRORED_REPEAT = 4
};

struct ref_sampler {
  bool normalized;
  enum ref_addressing addressing;
  bool linear;
};

/* The 32-bit sampler a kernel receives (DPC++'s bits: 0 normalized, 1
 * linear, 2-4 addressing; docs/contracts.md). */
uint32_t ref_sampler_bits(struct ref_sampler sampler);
/* OpenCL allows repeat and mirrored repeat only with normalized coordinates. */
bool ref_sampler_valid(struct ref_sampler sampler);
/* The 16 valid samplers: normalized x {none, clamp_to_edge, clamp, repeat,
 * mirrored_repeat}, unnormalized x {none, clamp_to_edge, clamp}, each
 * nearest then linear; and the addressing modes' names, by value. */
#define REF_VALID_SAMPLERS 16
extern const struct ref_sampler ref_valid_samplers[REF_VALID_SAMPLERS];
extern const char *const ref_addressing_names[5];

/* Section 8.2: what read_image{f,i,ui}(image, sampler, coord) returns, for
 * coordinates x, y, z (unused ones ignored) and the layer of an array in
 * the coordinate after the last dimension. Returns false where the spec
 * leaves the result undefined: addressing none with a texel outside the
 * image, or linear filtering of an integer format. Linear weights and
 * coordinates are computed in float as the spec writes them, the blend in
 * double. */
bool ref_sample(const struct ref_image *image, struct ref_sampler sampler, const float *coord,
                union ref_value *value);

#endif

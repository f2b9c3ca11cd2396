#include "image_encode.h"

#include <string.h>

/* Round half to even without libm; the value is already clamped to an
 * integer range, NaN read as 0 (section 8.3.1.1's saturating conversions). */
static int64_t round_even(float value, float low, float high) {
  if (!(value == value))
    return 0;
  double v = value < low ? low : value > high ? high : value;
  int64_t whole = (int64_t)v; /* toward zero */
  double fraction = v - (double)whole;
  if (fraction > 0.5 || (fraction == 0.5 && (whole & 1)))
    return whole + 1;
  if (fraction < -0.5 || (fraction == -0.5 && (whole & 1)))
    return whole - 1;
  return whole;
}

static int64_t saturate(int64_t value, int64_t low, int64_t high) {
  return value < low ? low : value > high ? high : value;
}

uint16_t half_from_float(float value) {
  uint32_t f;
  memcpy(&f, &value, sizeof f);
  uint16_t sign = (uint16_t)((f >> 16) & 0x8000);
  uint32_t exponent = (f >> 23) & 0xFF, mantissa = f & 0x7FFFFF;
  if (exponent == 0xFF) /* Inf, or NaN kept quiet */
    return sign | 0x7C00 | (mantissa ? 0x200 | (mantissa >> 13) : 0);
  int e = (int)exponent - 127 + 15;
  if (e >= 31)
    return sign | 0x7C00;
  if (e <= 0) { /* subnormal half, or zero */
    if (e < -10)
      return sign;
    mantissa |= 0x800000;
    unsigned shift = (unsigned)(14 - e);
    uint32_t half = mantissa >> shift, rest = mantissa & ((1u << shift) - 1),
             halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (half & 1)))
      half++;
    return sign | (uint16_t)half;
  }
  uint32_t half = ((uint32_t)e << 10) | (mantissa >> 13), rest = mantissa & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
    half++; /* a carry into the exponent is still right, up to Inf */
  return sign | (uint16_t)half;
}

/* Which colour component each stored channel holds, in memory order. */
static const unsigned *channel_sources(enum image_channel_order order) {
  static const unsigned r[] = {0}, a[] = {3}, rg[] = {0, 1}, ra[] = {0, 3},
                        rgba[] = {0, 1, 2, 3}, bgra[] = {2, 1, 0, 3}, argb[] = {3, 0, 1, 2},
                        abgr[] = {3, 2, 1, 0};
  switch (order) {
  case ORDER_A:
    return a;
  case ORDER_RG:
    return rg;
  case ORDER_RA:
    return ra;
  case ORDER_RGBA:
    return rgba;
  case ORDER_BGRA:
    return bgra;
  case ORDER_ARGB:
    return argb;
  case ORDER_ABGR:
    return abgr;
  default: /* R, Intensity and Luminance store the red component */
    return r;
  }
}

static uint32_t unorm(float value, unsigned bits) {
  float max = (float)((1u << bits) - 1);
  return (uint32_t)round_even(value * max, 0.0f, max);
}

static uint32_t encode_packed(enum image_channel_type type, const float *rgba) {
  switch (type) {
  case TYPE_UNORM_SHORT_565:
    return unorm(rgba[0], 5) << 11 | unorm(rgba[1], 6) << 5 | unorm(rgba[2], 5);
  case TYPE_UNORM_SHORT_555:
    return unorm(rgba[0], 5) << 10 | unorm(rgba[1], 5) << 5 | unorm(rgba[2], 5);
  default: /* UNORM_INT_101010: R in bits 29..20 */
    return unorm(rgba[0], 10) << 20 | unorm(rgba[1], 10) << 10 | unorm(rgba[2], 10);
  }
}

/* One channel of `type` from component `c` of the colour, at `out`. */
static void encode_channel(enum image_channel_type type, const void *color, unsigned c,
                           unsigned char *out) {
  float f;
  int32_t i;
  uint32_t u;
  memcpy(&f, (const char *)color + 4 * c, 4);
  memcpy(&i, (const char *)color + 4 * c, 4);
  memcpy(&u, (const char *)color + 4 * c, 4);
  union {
    int8_t s8;
    uint8_t u8;
    int16_t s16;
    uint16_t u16;
    int32_t s32;
    uint32_t u32;
    float f32;
  } v;
  size_t size;
  switch (type) {
  case TYPE_UNORM_INT8:
    v.u8 = (uint8_t)unorm(f, 8), size = 1;
    break;
  case TYPE_UNORM_INT16:
    v.u16 = (uint16_t)unorm(f, 16), size = 2;
    break;
  case TYPE_SNORM_INT8:
    v.s8 = (int8_t)round_even(f * 127.0f, -128.0f, 127.0f), size = 1;
    break;
  case TYPE_SNORM_INT16:
    v.s16 = (int16_t)round_even(f * 32767.0f, -32768.0f, 32767.0f), size = 2;
    break;
  case TYPE_SIGNED_INT8:
    v.s8 = (int8_t)saturate(i, INT8_MIN, INT8_MAX), size = 1;
    break;
  case TYPE_SIGNED_INT16:
    v.s16 = (int16_t)saturate(i, INT16_MIN, INT16_MAX), size = 2;
    break;
  case TYPE_SIGNED_INT32:
    v.s32 = i, size = 4;
    break;
  case TYPE_UNSIGNED_INT8:
    v.u8 = (uint8_t)saturate(u, 0, UINT8_MAX), size = 1;
    break;
  case TYPE_UNSIGNED_INT16:
    v.u16 = (uint16_t)saturate(u, 0, UINT16_MAX), size = 2;
    break;
  case TYPE_UNSIGNED_INT32:
    v.u32 = u, size = 4;
    break;
  case TYPE_HALF_FLOAT:
    v.u16 = half_from_float(f), size = 2;
    break;
  default: /* FLOAT */
    v.f32 = f, size = 4;
    break;
  }
  memcpy(out, &v, size);
}

void image_encode_color(const struct image_format *format, const void *color,
                        unsigned char *texel) {
  if (format->order == ORDER_RGB) { /* packed: one 16- or 32-bit value */
    float rgba[4];
    memcpy(rgba, color, sizeof rgba);
    uint32_t packed = encode_packed(format->type, rgba);
    if (format->element_size == 2) {
      uint16_t narrow = (uint16_t)packed;
      memcpy(texel, &narrow, 2);
    } else {
      memcpy(texel, &packed, 4);
    }
    return;
  }
  const unsigned *sources = channel_sources(format->order);
  unsigned channel_size = format->element_size / format->num_channels;
  for (unsigned k = 0; k < format->num_channels; ++k)
    encode_channel(format->type, color, sources[k], texel + k * channel_size);
}

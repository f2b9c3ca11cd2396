/* Texel conversion as OpenCL 1.2 section 8.3 says, between the raw bytes of
 * one texel (a uint4 of little-endian words) and an (R, G, B, A) value held
 * as bits: float bits for normalized, half and float channel types, 32-bit
 * integers for the integer ones. Missing channels read as 0, 0, 0, 1;
 * INTENSITY reads (I, I, I, I), LUMINANCE (L, L, L, 1). The order and type
 * come from the descriptor and are the same for every work-item, so each
 * switch is a uniform branch. */
#ifndef LIBSPIRV_IMAGE_TEXEL_FORMAT_H
#define LIBSPIRV_IMAGE_TEXEL_FORMAT_H

#include <ptx-nvidiacl/image/descriptor.h>
#include <spirv/spirv.h>

IMAGE_INLINE uint4 image_umin(uint4 v, uint hi) {
  return __builtin_elementwise_min(v, (uint4)hi);
}
IMAGE_INLINE int4 image_sclamp(int4 v, int lo, int hi) {
  return __builtin_elementwise_min(__builtin_elementwise_max(v, (int4)lo), (int4)hi);
}
IMAGE_INLINE uint4 image_bytes(uint w) {
  return (uint4)(w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, w >> 24);
}
/* The bytes of w as exact floats without int-to-float conversions (a
 * quarter-rate pipe, four per texel): prmt puts each byte in the low
 * mantissa bits of 2^23, and subtracting 2^23 leaves its value. */
IMAGE_INLINE float image_byte_f(uint w, uint byte) {
  return as_float(__nvvm_prmt(w, 0x4B000000u, 0x7540u | byte)) - 8388608.0f;
}
IMAGE_INLINE float4 image_bytes_f(uint w) {
  return (float4)(image_byte_f(w, 0), image_byte_f(w, 1), image_byte_f(w, 2), image_byte_f(w, 3));
}
IMAGE_INLINE int4 image_signed_bytes(uint w) {
  int s = (int)w;
  return (int4)((s << 24) >> 24, (s << 16) >> 24, (s << 8) >> 24, s >> 24);
}
IMAGE_INLINE uint4 image_halves(uint2 w) {
  return (uint4)(w.x & 0xffff, w.x >> 16, w.y & 0xffff, w.y >> 16);
}
IMAGE_INLINE int4 image_signed_halves(uint2 w) {
  int2 s = as_int2(w);
  return (int4)((s.x << 16) >> 16, s.x >> 16, (s.y << 16) >> 16, s.y >> 16);
}
IMAGE_INLINE float image_half_to_float(uint h) {
  return (float)__builtin_bit_cast(_Float16, (ushort)h);
}
/* c / n correctly rounded, as section 8.3's conversions divide, for the
 * integers |c| <= n a channel holds: c times 1/n split into its rounded
 * value r and the rest r_lo (constants once n is), summed by one fma. That
 * equals div.rn for every such c and every n used here
 * (tests/libspirv/image-unorm-division.test checks all of them) at a
 * fraction of its cost, and is within an ulp of c / n for any other c. */
IMAGE_INLINE float image_div_exact(float c, float n) {
  float r = 1.0f / n;
  float r_lo = (float)(1.0 / (double)n - (double)r);
  return __builtin_fmaf(c, r, c * r_lo);
}
IMAGE_INLINE float4 image_normalize(float4 c, float n) {
  return (float4)(image_div_exact(c.x, n), image_div_exact(c.y, n), image_div_exact(c.z, n),
                  image_div_exact(c.w, n));
}

/* The channels of a texel in memory order, converted. */
IMAGE_INLINE uint4 image_unpack_channels(uint4 w, int type) {
  switch (type) {
  case TYPE_HALF:
    return as_uint4((float4)(image_half_to_float(w.x & 0xffff), image_half_to_float(w.x >> 16),
                             image_half_to_float(w.y & 0xffff), image_half_to_float(w.y >> 16)));
  case TYPE_UNORM8:
    return as_uint4(image_normalize(image_bytes_f(w.x), 255.0f));
  case TYPE_SNORM8:
    return as_uint4(__builtin_elementwise_max(image_normalize(__builtin_convertvector(image_signed_bytes(w.x), float4), 127.0f), (float4)-1.0f));
  case TYPE_UNORM16:
    return as_uint4(image_normalize(__builtin_convertvector(image_halves(w.xy), float4), 65535.0f));
  case TYPE_SNORM16:
    return as_uint4(__builtin_elementwise_max(image_normalize(__builtin_convertvector(image_signed_halves(w.xy), float4), 32767.0f), (float4)-1.0f));
  case TYPE_UNORM565:
    return as_uint4((float4)(image_div_exact((float)((w.x >> 11) & 31), 31.0f),
                             image_div_exact((float)((w.x >> 5) & 63), 63.0f),
                             image_div_exact((float)(w.x & 31), 31.0f), 0.0f));
  case TYPE_UNORM555:
    return as_uint4(image_normalize(
        __builtin_convertvector((uint4)((w.x >> 10) & 31, (w.x >> 5) & 31, w.x & 31, 0), float4), 31.0f));
  case TYPE_UNORM101010:
    return as_uint4(image_normalize(
        __builtin_convertvector((uint4)((w.x >> 20) & 1023, (w.x >> 10) & 1023, w.x & 1023, 0), float4), 1023.0f));
  case TYPE_SINT8: return as_uint4(image_signed_bytes(w.x));
  case TYPE_UINT8: return image_bytes(w.x);
  case TYPE_SINT16: return as_uint4(image_signed_halves(w.xy));
  case TYPE_UINT16: return image_halves(w.xy);
  default: return w; /* FLOAT, SIGNED_INT32, UNSIGNED_INT32: the bits as they are */
  }
}

/* What a linear filter blends, in memory order: for the 8- and 16-bit
 * normalized types the channel integers themselves (exact in float, SNORM
 * clamped to -max as section 8.3 clamps -1): the filter's weights carry
 * the normalization (image_blend_scale), so no tap's channels are divided;
 * the values of the other types. */
IMAGE_INLINE float4 image_blend_channels(uint4 w, int type) {
  switch (type) {
  case TYPE_UNORM8: return image_bytes_f(w.x);
  case TYPE_SNORM8:
    return __builtin_convertvector(image_sclamp(image_signed_bytes(w.x), -127, 127), float4);
  case TYPE_UNORM16: return __builtin_convertvector(image_halves(w.xy), float4);
  case TYPE_SNORM16:
    return __builtin_convertvector(image_sclamp(image_signed_halves(w.xy), -32767, 32767), float4);
  default: return as_float4(image_unpack_channels(w, type));
  }
}
IMAGE_INLINE float image_blend_scale(int type) {
  switch (type) {
  case TYPE_UNORM8: return 1.0f / 255.0f;
  case TYPE_SNORM8: return 1.0f / 127.0f;
  case TYPE_UNORM16: return 1.0f / 65535.0f;
  case TYPE_SNORM16: return 1.0f / 32767.0f;
  default: return 1.0f;
  }
}

/* Memory order to (R, G, B, A); one is 1 or 1.0f as bits. */
IMAGE_INLINE uint4 image_channels_to_rgba(uint4 c, int order, uint one) {
  switch (order) {
  case ORDER_R: return (uint4)(c.x, 0, 0, one);
  case ORDER_A: return (uint4)(0, 0, 0, c.x);
  case ORDER_RG: return (uint4)(c.x, c.y, 0, one);
  case ORDER_RA: return (uint4)(c.x, 0, 0, c.y);
  case ORDER_RGB: return (uint4)(c.x, c.y, c.z, one);
  case ORDER_BGRA: return c.zyxw;
  case ORDER_ARGB: return c.yzwx;
  case ORDER_ABGR: return c.wzyx;
  case ORDER_INTENSITY: return c.xxxx;
  case ORDER_LUMINANCE: return (uint4)(c.x, c.x, c.x, one);
  default: return c; /* RGBA */
  }
}

/* The (R, G, B, A) bits of a texel's raw bytes. */
IMAGE_INLINE uint4 image_decode(uint4 raw, const image_desc *d) {
  uint one = image_type_is_integer(d->type) ? 1u : as_uint(1.0f);
  return image_channels_to_rgba(image_unpack_channels(raw, d->type), d->order, one);
}

/* (R, G, B, A) to memory order: the inverse of image_channels_to_rgba. */
IMAGE_INLINE uint4 image_rgba_to_channels(uint4 v, int order) {
  switch (order) {
  case ORDER_A: return v.wwww;
  case ORDER_RA: return v.xwww;
  case ORDER_BGRA: return v.zyxw;
  case ORDER_ARGB: return v.wxyz;
  case ORDER_ABGR: return v.wzyx;
  default: return v; /* R, RG, RGB, RGBA, INTENSITY, LUMINANCE: leading channels */
  }
}

IMAGE_INLINE uint image_pack_bytes(uint4 c) {
  return (c.x & 0xff) | (c.y & 0xff) << 8 | (c.z & 0xff) << 16 | c.w << 24;
}
IMAGE_INLINE uint4 image_pack_halves(uint4 c) {
  return (uint4)((c.x & 0xffff) | c.y << 16, (c.z & 0xffff) | c.w << 16, 0, 0);
}
IMAGE_INLINE uint image_float_to_half_bits(float f) {
  return __builtin_bit_cast(ushort, (_Float16)f); /* round to nearest even */
}
/* convert_<type>_sat_rte(f * scale) of each channel */
IMAGE_INLINE uint4 image_unorm(float4 f, float scale) {
  return (uint4)(__spirv_ConvertFToU_Ruint_sat_rte(f.x * scale),
                 __spirv_ConvertFToU_Ruint_sat_rte(f.y * scale),
                 __spirv_ConvertFToU_Ruint_sat_rte(f.z * scale),
                 __spirv_ConvertFToU_Ruint_sat_rte(f.w * scale));
}
IMAGE_INLINE uint4 image_snorm(float4 f, float scale) {
  return as_uint4((int4)(__spirv_ConvertFToS_Rint_sat_rte(f.x * scale),
                         __spirv_ConvertFToS_Rint_sat_rte(f.y * scale),
                         __spirv_ConvertFToS_Rint_sat_rte(f.z * scale),
                         __spirv_ConvertFToS_Rint_sat_rte(f.w * scale)));
}

/* Channels in memory order to the texel's words: normalized types
 * convert_<type>_sat_rte(f * max), half rounds to nearest even, integer
 * types saturate (convert_<type>_sat). */
IMAGE_INLINE uint4 image_pack_channels(uint4 c, int type) {
  float4 f = as_float4(c);
  int4 s = as_int4(c);
  switch (type) {
  case TYPE_HALF:
    return image_pack_halves((uint4)(image_float_to_half_bits(f.x), image_float_to_half_bits(f.y),
                                     image_float_to_half_bits(f.z), image_float_to_half_bits(f.w)));
  case TYPE_UNORM8: return (uint4)(image_pack_bytes(image_umin(image_unorm(f, 255.0f), 255u)), 0, 0, 0);
  case TYPE_SNORM8:
    return (uint4)(image_pack_bytes(as_uint4(image_sclamp(as_int4(image_snorm(f, 127.0f)), -128, 127))), 0, 0, 0);
  case TYPE_UNORM16: return image_pack_halves(image_umin(image_unorm(f, 65535.0f), 65535u));
  case TYPE_SNORM16:
    return image_pack_halves(as_uint4(image_sclamp(as_int4(image_snorm(f, 32767.0f)), -32768, 32767)));
  case TYPE_UNORM565: {
    uint4 u = image_umin(image_unorm(f, 31.0f), 31u);
    uint g = __builtin_elementwise_min(__spirv_ConvertFToU_Ruint_sat_rte(f.y * 63.0f), 63u);
    return (uint4)(u.x << 11 | g << 5 | u.z, 0, 0, 0);
  }
  case TYPE_UNORM555: {
    uint4 u = image_umin(image_unorm(f, 31.0f), 31u);
    return (uint4)(u.x << 10 | u.y << 5 | u.z, 0, 0, 0);
  }
  case TYPE_UNORM101010: {
    uint4 u = image_umin(image_unorm(f, 1023.0f), 1023u);
    return (uint4)(u.x << 20 | u.y << 10 | u.z, 0, 0, 0);
  }
  case TYPE_SINT8: return (uint4)(image_pack_bytes(as_uint4(image_sclamp(s, -128, 127))), 0, 0, 0);
  case TYPE_UINT8: return (uint4)(image_pack_bytes(image_umin(c, 255u)), 0, 0, 0);
  case TYPE_SINT16: return image_pack_halves(as_uint4(image_sclamp(s, -32768, 32767)));
  case TYPE_UINT16: return image_pack_halves(image_umin(c, 65535u));
  default: return c; /* FLOAT, SIGNED_INT32, UNSIGNED_INT32 */
  }
}

/* The raw bytes of a texel holding (R, G, B, A) bits. */
IMAGE_INLINE uint4 image_encode(uint4 rgba, const image_desc *d) {
  return image_pack_channels(image_rgba_to_channels(rgba, d->order), d->type);
}

#endif

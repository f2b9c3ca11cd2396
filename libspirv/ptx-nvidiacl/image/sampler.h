/* Sampled reads as OpenCL 1.2 section 8.2 says, in software over the raw
 * loads: nearest i = floor(u); linear i0 = floor(u - 0.5), a = frac(u - 0.5)
 * over 2, 4 or 8 texels; repeat u = (s - floor(s)) * w; mirrored repeat
 * s' = |s - 2 rint(0.5 s)|, u = s' * w; clamp_to_edge clamps the indices;
 * clamp and none leave them outside, where the .zero load gives the border
 * colour. Coordinates are scaled once, by the size (normalized coordinates),
 * and the products are rounded before anything is added to them (mul.rn:
 * neither LLVM nor ptxas fuses it into an fma), so the indices are those of
 * the float arithmetic the specification describes. */
#ifndef LIBSPIRV_IMAGE_SAMPLER_H
#define LIBSPIRV_IMAGE_SAMPLER_H

#include <ptx-nvidiacl/image/surface_access.h>
#include <ptx-nvidiacl/image/texel_format.h>

typedef struct {
  int normalized, linear, addressing;
} image_sampler;

IMAGE_INLINE image_sampler image_sampler_decode(int bits) {
  image_sampler s = {bits & 1, (bits >> 1) & 1, (bits >> 2) & 7};
  return s;
}

/* floor and round-to-nearest-even to int, saturating, NaN to 0: one cvt
 * each (cvt.rmi / cvt.rni.s32.f32), where a C cast would be undefined
 * outside int's range. */
IMAGE_INLINE int image_floor_int(float x) { return __spirv_ConvertFToS_Rint_sat_rtn(x); }
IMAGE_INLINE int image_rint_int(float x) { return __spirv_ConvertFToS_Rint_sat_rte(x); }
IMAGE_INLINE int image_clampi(int v, int lo, int hi) {
  return __builtin_elementwise_min(__builtin_elementwise_max(v, lo), hi);
}

/* An index outside [0, w) stays outside but within [-1, w], so that the byte
 * offset x * element_size cannot wrap back into the image. */
IMAGE_INLINE int image_outside_kept(int i, int w) { return image_clampi(i, -1, w); }

IMAGE_INLINE float image_unnormalize(float s, int w, const image_sampler *smp) {
  return smp->normalized ? __nvvm_mul_rn_f(s, (float)w) : s;
}
IMAGE_INLINE float image_repeat_u(float s, int w) {
  return __nvvm_mul_rn_f(s - __builtin_floorf(s), (float)w);
}
IMAGE_INLINE float image_mirror_u(float s, int w) {
  float sp = __builtin_fabsf(s - 2.0f * __builtin_rintf(0.5f * s));
  return __nvvm_mul_rn_f(sp, (float)w);
}

IMAGE_INLINE int image_nearest_index(float s, int w, const image_sampler *smp) {
  switch (smp->addressing) {
  case ADDRESS_REPEAT: {
    int i = image_floor_int(image_repeat_u(s, w));
    return i > w - 1 ? i - w : i;
  }
  case ADDRESS_MIRRORED_REPEAT:
    return __builtin_elementwise_min(image_floor_int(image_mirror_u(s, w)), w - 1);
  case ADDRESS_CLAMP_TO_EDGE:
    return image_clampi(image_floor_int(image_unnormalize(s, w, smp)), 0, w - 1);
  default:
    return image_outside_kept(image_floor_int(image_unnormalize(s, w, smp)), w);
  }
}

/* The two texels of one axis of a linear filter and the weight a of i1. */
typedef struct {
  int i0, i1;
  float a;
} image_linear_axis;

IMAGE_INLINE float image_frac(float x) {
  return __builtin_fminf(x - __builtin_floorf(x), 0x1.fffffep-1f);
}

IMAGE_INLINE image_linear_axis image_linear_index(float s, int w, const image_sampler *smp) {
  image_linear_axis r;
  float u;
  switch (smp->addressing) {
  case ADDRESS_REPEAT: u = image_repeat_u(s, w); break;
  case ADDRESS_MIRRORED_REPEAT: u = image_mirror_u(s, w); break;
  default: u = image_unnormalize(s, w, smp); break;
  }
  float t = u - 0.5f;
  r.a = image_frac(t);
  /* kept in [-2, w], so that i0 + 1 cannot overflow */
  int i0 = image_clampi(image_floor_int(t), -2, w);
  switch (smp->addressing) {
  case ADDRESS_REPEAT:
    r.i0 = i0 < 0 ? w + i0 : i0;
    r.i1 = i0 + 1 > w - 1 ? i0 + 1 - w : i0 + 1;
    break;
  case ADDRESS_MIRRORED_REPEAT:
    r.i0 = __builtin_elementwise_max(i0, 0);
    r.i1 = __builtin_elementwise_min(i0 + 1, w - 1);
    break;
  case ADDRESS_CLAMP_TO_EDGE:
    r.i0 = image_clampi(i0, 0, w - 1);
    r.i1 = image_clampi(i0 + 1, 0, w - 1);
    break;
  default:
    r.i0 = image_outside_kept(i0, w);
    r.i1 = image_outside_kept(i0 + 1, w);
    break;
  }
  return r;
}

/* The texel at (x, y, z) in two steps, so that the taps of a linear filter
 * issue all their loads before the first conversion waits on one: its raw
 * bytes, then its (R, G, B, A) bits. rgba32: the image is RGBA with 32-bit
 * channels (FLOAT, SIGNED_INT32, UNSIGNED_INT32), whose bytes are already
 * those bits: one 16-byte load and no format branches. */
IMAGE_INLINE uint4 image_texel_raw(const image_desc *d, int shape, int x, int y, int z,
                                   bool rgba32) {
  if (rgba32) {
    switch (shape) {
    case SHAPE_1D: return __clc_image_suld_1d_b128(d->surface, x * 16, y, z);
    case SHAPE_2D: return __clc_image_suld_2d_b128(d->surface, x * 16, y, z);
    case SHAPE_3D: return __clc_image_suld_3d_b128(d->surface, x * 16, y, z);
    case SHAPE_1D_ARRAY: return __clc_image_suld_a1d_b128(d->surface, x * 16, y, z);
    default: return __clc_image_suld_a2d_b128(d->surface, x * 16, y, z);
    }
  }
  return image_load(d, shape, x, y, z);
}
IMAGE_INLINE uint4 image_texel_bits(uint4 raw, const image_desc *d, bool rgba32) {
  return rgba32 ? raw : image_decode(raw, d);
}
IMAGE_INLINE uint4 image_texel(const image_desc *d, int shape, int x, int y, int z,
                               bool rgba32) {
  return image_texel_bits(image_texel_raw(d, shape, x, y, z, rgba32), d, rgba32);
}
IMAGE_INLINE float4 image_texel_f(uint4 raw, const image_desc *d, bool rgba32) {
  return as_float4(image_texel_bits(raw, d, rgba32));
}

IMAGE_INLINE bool image_is_rgba32(const image_desc *d) {
  return d->element_size == 16 && d->order == ORDER_RGBA;
}

/* A sampled read over axes filtered axes (1, 2 or 3, a constant once
 * inlined); layered: the coordinate after them is a layer, scaled by
 * layer_scale and rounded, clamped to the layers. Integer images are read
 * nearest whatever the filter: OpenCL leaves linear undefined for them. */
IMAGE_INLINE uint4 image_sample_as(const image_desc *d, image_sampler smp, float4 c,
                                   int axes, bool layered, float layer_scale, bool rgba32) {
  int shape = layered ? (axes == 1 ? SHAPE_1D_ARRAY : SHAPE_2D_ARRAY) : axes;
  float lc = axes == 1 ? c.y : c.z;
  int layer = layered ? image_clampi(image_rint_int(__nvvm_mul_rn_f(lc, layer_scale)), 0,
                                     d->layers - 1)
                      : 0;
  if (!smp.linear || image_type_is_integer(d->type)) {
    int x = image_nearest_index(c.x, d->width, &smp);
    int y = axes >= 2 ? image_nearest_index(c.y, d->height, &smp) : layer;
    int z = axes == 3 ? image_nearest_index(c.z, d->depth, &smp) : layer;
    return image_texel(d, shape, x, y, z, rgba32);
  }
  image_linear_axis u = image_linear_index(c.x, d->width, &smp);
  if (axes == 1) {
    uint4 r0 = image_texel_raw(d, shape, u.i0, layer, 0, rgba32);
    uint4 r1 = image_texel_raw(d, shape, u.i1, layer, 0, rgba32);
    float4 t0 = image_texel_f(r0, d, rgba32), t1 = image_texel_f(r1, d, rgba32);
    return as_uint4((1.0f - u.a) * t0 + u.a * t1);
  }
  image_linear_axis v = image_linear_index(c.y, d->height, &smp);
  if (axes == 2) {
    uint4 r00 = image_texel_raw(d, shape, u.i0, v.i0, layer, rgba32);
    uint4 r10 = image_texel_raw(d, shape, u.i1, v.i0, layer, rgba32);
    uint4 r01 = image_texel_raw(d, shape, u.i0, v.i1, layer, rgba32);
    uint4 r11 = image_texel_raw(d, shape, u.i1, v.i1, layer, rgba32);
    float4 t00 = image_texel_f(r00, d, rgba32), t10 = image_texel_f(r10, d, rgba32);
    float4 t01 = image_texel_f(r01, d, rgba32), t11 = image_texel_f(r11, d, rgba32);
    return as_uint4((1.0f - u.a) * (1.0f - v.a) * t00 + u.a * (1.0f - v.a) * t10 +
                    (1.0f - u.a) * v.a * t01 + u.a * v.a * t11);
  }
  image_linear_axis w = image_linear_index(c.z, d->depth, &smp);
  uint4 r000 = image_texel_raw(d, shape, u.i0, v.i0, w.i0, rgba32);
  uint4 r100 = image_texel_raw(d, shape, u.i1, v.i0, w.i0, rgba32);
  uint4 r010 = image_texel_raw(d, shape, u.i0, v.i1, w.i0, rgba32);
  uint4 r110 = image_texel_raw(d, shape, u.i1, v.i1, w.i0, rgba32);
  uint4 r001 = image_texel_raw(d, shape, u.i0, v.i0, w.i1, rgba32);
  uint4 r101 = image_texel_raw(d, shape, u.i1, v.i0, w.i1, rgba32);
  uint4 r011 = image_texel_raw(d, shape, u.i0, v.i1, w.i1, rgba32);
  uint4 r111 = image_texel_raw(d, shape, u.i1, v.i1, w.i1, rgba32);
  float4 t000 = image_texel_f(r000, d, rgba32), t100 = image_texel_f(r100, d, rgba32);
  float4 t010 = image_texel_f(r010, d, rgba32), t110 = image_texel_f(r110, d, rgba32);
  float4 t001 = image_texel_f(r001, d, rgba32), t101 = image_texel_f(r101, d, rgba32);
  float4 t011 = image_texel_f(r011, d, rgba32), t111 = image_texel_f(r111, d, rgba32);
  float a = u.a, b = v.a, g = w.a;
  return as_uint4((1.0f - a) * (1.0f - b) * (1.0f - g) * t000 + a * (1.0f - b) * (1.0f - g) * t100 +
                  (1.0f - a) * b * (1.0f - g) * t010 + a * b * (1.0f - g) * t110 +
                  (1.0f - a) * (1.0f - b) * g * t001 + a * (1.0f - b) * g * t101 +
                  (1.0f - a) * b * g * t011 + a * b * g * t111);
}

IMAGE_INLINE uint4 image_sample(const image_desc *d, image_sampler smp, float4 c, int axes,
                                bool layered, float layer_scale) {
  return image_is_rgba32(d) ? image_sample_as(d, smp, c, axes, layered, layer_scale, true)
                            : image_sample_as(d, smp, c, axes, layered, layer_scale, false);
}

/* A sampled read at integer coordinates (OpenCL allows them with
 * unnormalized, nearest samplers): the texel itself, clamp_to_edge clamping
 * it, the other modes giving the border colour outside. */
IMAGE_INLINE uint4 image_sample_at(const image_desc *d, image_sampler smp, int4 c, int axes,
                                   bool layered) {
  int shape = layered ? (axes == 1 ? SHAPE_1D_ARRAY : SHAPE_2D_ARRAY) : axes;
  bool edge = smp.addressing == ADDRESS_CLAMP_TO_EDGE;
  int layer = layered ? image_clampi(axes == 1 ? c.y : c.z, 0, d->layers - 1) : 0;
  int x = edge ? image_clampi(c.x, 0, d->width - 1) : image_outside_kept(c.x, d->width);
  int y = axes >= 2 ? (edge ? image_clampi(c.y, 0, d->height - 1) : image_outside_kept(c.y, d->height))
                    : layer;
  int z = axes == 3 ? (edge ? image_clampi(c.z, 0, d->depth - 1) : image_outside_kept(c.z, d->depth))
                    : layer;
  return image_texel(d, shape, x, y, z, false);
}

#endif

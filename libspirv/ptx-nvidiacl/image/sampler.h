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

/* The modes that keep indices where they fall (none, clamp_to_edge and
 * clamp) differ only in the bounds they clamp to, so their index arithmetic
 * has no branch and the axes' arithmetic interleaves; repeat and mirrored
 * repeat take a branch of their own for all axes. */
IMAGE_INLINE bool image_wraps(const image_sampler *smp) {
  return smp->addressing == ADDRESS_REPEAT || smp->addressing == ADDRESS_MIRRORED_REPEAT;
}
IMAGE_INLINE int image_clamp_low(const image_sampler *smp) {
  return smp->addressing == ADDRESS_CLAMP_TO_EDGE ? 0 : -1;
}
IMAGE_INLINE int image_clamp_high(int w, const image_sampler *smp) {
  return smp->addressing == ADDRESS_CLAMP_TO_EDGE ? w - 1 : w;
}

IMAGE_INLINE int image_nearest_clamped(float s, int w, const image_sampler *smp) {
  return image_clampi(image_floor_int(image_unnormalize(s, w, smp)), image_clamp_low(smp),
                      image_clamp_high(w, smp));
}
IMAGE_INLINE int image_nearest_wrapped(float s, int w, const image_sampler *smp) {
  if (smp->addressing == ADDRESS_REPEAT) {
    int i = image_floor_int(image_repeat_u(s, w));
    return i > w - 1 ? i - w : i;
  }
  return __builtin_elementwise_min(image_floor_int(image_mirror_u(s, w)), w - 1);
}

/* The two texels of one axis of a linear filter and the weight a of i1. */
typedef struct {
  int i0, i1;
  float a;
} image_linear_axis;

IMAGE_INLINE float image_frac(float x) {
  return __builtin_fminf(x - __builtin_floorf(x), 0x1.fffffep-1f);
}

/* The weight and first index of u's taps; i0 kept in [-2, w], so that
 * i0 + 1 cannot overflow. */
IMAGE_INLINE image_linear_axis image_linear_start(float u, int w) {
  image_linear_axis r;
  float t = u - 0.5f;
  r.a = image_frac(t);
  r.i0 = image_clampi(image_floor_int(t), -2, w);
  return r;
}
IMAGE_INLINE image_linear_axis image_linear_clamped(float s, int w, const image_sampler *smp) {
  image_linear_axis r = image_linear_start(image_unnormalize(s, w, smp), w);
  int lo = image_clamp_low(smp), hi = image_clamp_high(w, smp);
  r.i1 = image_clampi(r.i0 + 1, lo, hi);
  r.i0 = image_clampi(r.i0, lo, hi);
  return r;
}
IMAGE_INLINE image_linear_axis image_linear_wrapped(float s, int w, const image_sampler *smp) {
  if (smp->addressing == ADDRESS_REPEAT) {
    image_linear_axis r = image_linear_start(image_repeat_u(s, w), w);
    int i0 = r.i0;
    r.i0 = i0 < 0 ? w + i0 : i0;
    r.i1 = i0 + 1 > w - 1 ? i0 + 1 - w : i0 + 1;
    return r;
  }
  image_linear_axis r = image_linear_start(image_mirror_u(s, w), w);
  r.i1 = __builtin_elementwise_min(r.i0 + 1, w - 1);
  r.i0 = __builtin_elementwise_max(r.i0, 0);
  return r;
}

/* Layouts the sampler reads without branching on the format (the common
 * ones), each a constant where it is inlined: IMAGE_RGBA32, RGBA with 32-bit
 * channels (FLOAT, SIGNED_INT32, UNSIGNED_INT32), whose bytes are already
 * the (R, G, B, A) bits; IMAGE_UNORM8X4, RGBA or BGRA UNORM_INT8, one 4-byte
 * load and four byte conversions; IMAGE_ANY_LAYOUT, the rest, decoded by
 * the descriptor's order and type. */
enum { IMAGE_ANY_LAYOUT, IMAGE_RGBA32, IMAGE_UNORM8X4 };

IMAGE_INLINE int image_layout(const image_desc *d) {
  if (d->element_size == 16 && d->order == ORDER_RGBA)
    return IMAGE_RGBA32;
  if (d->type == TYPE_UNORM8 && (d->order == ORDER_RGBA || d->order == ORDER_BGRA))
    return IMAGE_UNORM8X4;
  return IMAGE_ANY_LAYOUT;
}

/* The texel at (x, y, z) in two steps, so that the taps of a linear filter
 * issue all their loads before the first conversion waits on one: its raw
 * bytes, then its (R, G, B, A) bits. */
IMAGE_INLINE uint4 image_texel_raw(const image_desc *d, int shape, int x, int y, int z,
                                   int layout) {
  if (layout == IMAGE_RGBA32) {
    switch (shape) {
    case SHAPE_1D: return __clc_image_suld_1d_b128(d->surface, x * 16, y, z);
    case SHAPE_2D: return __clc_image_suld_2d_b128(d->surface, x * 16, y, z);
    case SHAPE_3D: return __clc_image_suld_3d_b128(d->surface, x * 16, y, z);
    case SHAPE_1D_ARRAY: return __clc_image_suld_a1d_b128(d->surface, x * 16, y, z);
    default: return __clc_image_suld_a2d_b128(d->surface, x * 16, y, z);
    }
  }
  if (layout == IMAGE_UNORM8X4) {
    switch (shape) {
    case SHAPE_1D: return __clc_image_suld_1d_b32(d->surface, x * 4, y, z);
    case SHAPE_2D: return __clc_image_suld_2d_b32(d->surface, x * 4, y, z);
    case SHAPE_3D: return __clc_image_suld_3d_b32(d->surface, x * 4, y, z);
    case SHAPE_1D_ARRAY: return __clc_image_suld_a1d_b32(d->surface, x * 4, y, z);
    default: return __clc_image_suld_a2d_b32(d->surface, x * 4, y, z);
    }
  }
  return image_load(d, shape, x, y, z);
}
IMAGE_INLINE uint4 image_texel_bits(uint4 raw, const image_desc *d, int layout) {
  switch (layout) {
  case IMAGE_RGBA32: return raw;
  case IMAGE_UNORM8X4: /* BGRA's bytes swapped before their conversion */
    return image_unpack_channels(
        (uint4)(d->order == ORDER_BGRA ? __nvvm_prmt(raw.x, 0, 0x3012u) : raw.x, 0, 0, 0),
        TYPE_UNORM8);
  default: return image_decode(raw, d);
  }
}
IMAGE_INLINE uint4 image_texel(const image_desc *d, int shape, int x, int y, int z, int layout) {
  return image_texel_bits(image_texel_raw(d, shape, x, y, z, layout), d, layout);
}

/* The sum of a linear filter's taps times their weights, in the blend
 * domain of one type (a constant here, so that the conversions of all taps
 * share one branch); the weights scaled to normalize it. */
IMAGE_INLINE float4 image_blend_sum(const uint4 *raw, const float *w, int taps, int type) {
  float scale = image_blend_scale(type);
  float4 sum = -0.0f;
  _Pragma("unroll") for (int i = 0; i < taps; i++)
    sum += (w[i] * scale) * image_blend_channels(raw[i], type);
  return sum;
}

/* A linear filter's result from its taps' raw bytes: RGBA32 images blend
 * their float bits as they are; the others blend in memory order
 * (image_blend_channels), then are put in (R, G, B, A) order, which commutes
 * with the blend. */
IMAGE_INLINE uint4 image_blend(const uint4 *raw, const float *w, int taps, const image_desc *d,
                               int layout) {
  if (layout == IMAGE_RGBA32) {
    float4 sum = -0.0f;
    _Pragma("unroll") for (int i = 0; i < taps; i++)
      sum += w[i] * as_float4(raw[i]);
    return as_uint4(sum);
  }
  if (layout == IMAGE_UNORM8X4) {
    uint4 v = as_uint4(image_blend_sum(raw, w, taps, TYPE_UNORM8));
    return d->order == ORDER_BGRA ? v.zyxw : v;
  }
  float4 sum;
  switch (d->type) {
  case TYPE_UNORM8: sum = image_blend_sum(raw, w, taps, TYPE_UNORM8); break;
  case TYPE_SNORM8: sum = image_blend_sum(raw, w, taps, TYPE_SNORM8); break;
  case TYPE_UNORM16: sum = image_blend_sum(raw, w, taps, TYPE_UNORM16); break;
  case TYPE_SNORM16: sum = image_blend_sum(raw, w, taps, TYPE_SNORM16); break;
  case TYPE_HALF: sum = image_blend_sum(raw, w, taps, TYPE_HALF); break;
  case TYPE_FLOAT: sum = image_blend_sum(raw, w, taps, TYPE_FLOAT); break;
  default: sum = image_blend_sum(raw, w, taps, d->type); break;
  }
  return image_channels_to_rgba(as_uint4(sum), d->order, as_uint(1.0f));
}

/* A sampled read over axes filtered axes (1, 2 or 3, a constant once
 * inlined); layered: the coordinate after them is a layer, scaled by
 * layer_scale and rounded, clamped to the layers. Integer images are read
 * nearest whatever the filter: OpenCL leaves linear undefined for them. */
IMAGE_INLINE uint4 image_sample_as(const image_desc *d, image_sampler smp, float4 c,
                                   int axes, bool layered, float layer_scale, int layout) {
  int shape = layered ? (axes == 1 ? SHAPE_1D_ARRAY : SHAPE_2D_ARRAY) : axes;
  float lc = axes == 1 ? c.y : c.z;
  int layer = layered ? image_clampi(image_rint_int(__nvvm_mul_rn_f(lc, layer_scale)), 0,
                                     d->layers - 1)
                      : 0;
  if (!smp.linear || image_type_is_integer(d->type)) {
    int x, y = layer, z = layer;
    if (image_wraps(&smp)) {
      x = image_nearest_wrapped(c.x, d->width, &smp);
      if (axes >= 2)
        y = image_nearest_wrapped(c.y, d->height, &smp);
      if (axes == 3)
        z = image_nearest_wrapped(c.z, d->depth, &smp);
    } else {
      x = image_nearest_clamped(c.x, d->width, &smp);
      if (axes >= 2)
        y = image_nearest_clamped(c.y, d->height, &smp);
      if (axes == 3)
        z = image_nearest_clamped(c.z, d->depth, &smp);
    }
    return image_texel(d, shape, x, y, z, layout);
  }
  image_linear_axis u, v, t;
  if (image_wraps(&smp)) {
    u = image_linear_wrapped(c.x, d->width, &smp);
    if (axes >= 2)
      v = image_linear_wrapped(c.y, d->height, &smp);
    if (axes == 3)
      t = image_linear_wrapped(c.z, d->depth, &smp);
  } else {
    u = image_linear_clamped(c.x, d->width, &smp);
    if (axes >= 2)
      v = image_linear_clamped(c.y, d->height, &smp);
    if (axes == 3)
      t = image_linear_clamped(c.z, d->depth, &smp);
  }
  if (axes == 1) {
    uint4 raw[2] = {image_texel_raw(d, shape, u.i0, layer, 0, layout),
                    image_texel_raw(d, shape, u.i1, layer, 0, layout)};
    float w[2] = {1.0f - u.a, u.a};
    return image_blend(raw, w, 2, d, layout);
  }
  if (axes == 2) {
    uint4 raw[4] = {image_texel_raw(d, shape, u.i0, v.i0, layer, layout),
                    image_texel_raw(d, shape, u.i1, v.i0, layer, layout),
                    image_texel_raw(d, shape, u.i0, v.i1, layer, layout),
                    image_texel_raw(d, shape, u.i1, v.i1, layer, layout)};
    float w[4] = {(1.0f - u.a) * (1.0f - v.a), u.a * (1.0f - v.a), (1.0f - u.a) * v.a, u.a * v.a};
    return image_blend(raw, w, 4, d, layout);
  }
  uint4 raw[8] = {image_texel_raw(d, shape, u.i0, v.i0, t.i0, layout),
                  image_texel_raw(d, shape, u.i1, v.i0, t.i0, layout),
                  image_texel_raw(d, shape, u.i0, v.i1, t.i0, layout),
                  image_texel_raw(d, shape, u.i1, v.i1, t.i0, layout),
                  image_texel_raw(d, shape, u.i0, v.i0, t.i1, layout),
                  image_texel_raw(d, shape, u.i1, v.i0, t.i1, layout),
                  image_texel_raw(d, shape, u.i0, v.i1, t.i1, layout),
                  image_texel_raw(d, shape, u.i1, v.i1, t.i1, layout)};
  float a = u.a, b = v.a, g = t.a;
  float w[8] = {(1.0f - a) * (1.0f - b) * (1.0f - g), a * (1.0f - b) * (1.0f - g),
                (1.0f - a) * b * (1.0f - g),          a * b * (1.0f - g),
                (1.0f - a) * (1.0f - b) * g,          a * (1.0f - b) * g,
                (1.0f - a) * b * g,                   a * b * g};
  return image_blend(raw, w, 8, d, layout);
}

IMAGE_INLINE uint4 image_sample(const image_desc *d, image_sampler smp, float4 c, int axes,
                                bool layered, float layer_scale) {
  switch (image_layout(d)) {
  case IMAGE_RGBA32: return image_sample_as(d, smp, c, axes, layered, layer_scale, IMAGE_RGBA32);
  case IMAGE_UNORM8X4:
    return image_sample_as(d, smp, c, axes, layered, layer_scale, IMAGE_UNORM8X4);
  default: return image_sample_as(d, smp, c, axes, layered, layer_scale, IMAGE_ANY_LAYOUT);
  }
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
  return image_texel(d, shape, x, y, z, IMAGE_ANY_LAYOUT);
}

#endif

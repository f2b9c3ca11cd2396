/* What the half_ functions share: OpenCL lets them be 8192 ulp off (10
 * bits), on the approximate PTX instructions in their non-ftz forms, since
 * the device reports subnormal support for float.
 *
 * lg2.approx has an absolute, not relative, error (about 2^-22 on
 * [0.5, 2] in CUDA's table for __log2f): near 1 the helpers below use a
 * short series instead. The trig functions reduce their argument in float
 * and use short polynomials. */
#ifndef SPIRV_MATH_HALF_APPROX_H
#define SPIRV_MATH_HALF_APPROX_H

#include <spirv/math/impl.h>

/* x = k pi/2 + r with |r| <= pi/4 (give or take an ulp), for the half_
 * trig domain |x| <= 2^16, in float: 1.5 * 2^23 + x 2/pi (one fma, the
 * product exact) rounds to k in its low bits; pi/2 in three floats
 * (Cody-Waite) with fmas: x - k P1 is exact, the rest rounds twice, and the
 * third part leaves k 2^-76 of pi/2 out, so r is within about 2^-23
 * relative even where x is closest to a multiple of pi/2 (r ~ 2^-30).
 * Returns r, and k mod 4 in *quadrant; NaN for inf and NaN. */
static inline float half_trig_reduce(float x, uint *quadrant) {
  float t = __spirv_ocl_fma(x, 0x1.45f306p-1f, 0x1.8p23f);
  float k = t - 0x1.8p23f;
  float r = __spirv_ocl_fma(-k, 0x1.921fb6p+0f, x);
  float r3 = __spirv_ocl_fma(-k, -0x1.777a5cp-25f, r);
  r3 = __spirv_ocl_fma(-k, -0x1.ee59dap-50f, r3);
  *quadrant = as_uint(t) & 3u;
  return k == 0.0f ? r : r3; /* the corrections would make -0 +0 */
}

/* sin(r) and cos(r) for |r| <= pi/4 (s = r^2): fitted polynomials within
 * 2^-19 and 2^-16 relative (cos >= 0.7 there); fmas only, where sin.approx
 * and cos.approx (absolute errors, a quarter of float's rate) would need a
 * series near sin's zeros anyway. */
static inline float half_sin_poly(float r, float s) {
  float p = __spirv_ocl_fma(s, 0x1.0b1bcap-7f, -0x1.553f58p-3f);
  return r * __spirv_ocl_fma(s, p, 0x1.ffffd0p-1f);
}

static inline float half_cos_poly(float s) {
  float p = __spirv_ocl_fma(s, 0x1.4aef70p-5f, -0x1.ffb34ep-2f);
  return __spirv_ocl_fma(s, p, 0x1.fffeb0p-1f);
}

/* sin(k pi/2 + r) for k mod 4 = q: +-sin(r) or +-cos(r). */
static inline float half_sin_quadrant(float r, uint q) {
  float s = r * r;
  float v = q & 1u ? half_cos_poly(s) : half_sin_poly(r, s);
  return as_float(as_uint(v) ^ ((q & 2u) << 30));
}

/* ln(1 + t) for |t| < 2^-6: t - t^2/2 + t^3/3 - t^4/4, within t^4/5
 * relative; x - 1 is exact for x near 1. */
static inline float half_ln_near_one(float t) {
  float p = __spirv_ocl_fma(t, -0.25f, 0x1.555556p-2f);
  p = __spirv_ocl_fma(t, p, -0.5f);
  return __spirv_ocl_fma(t * t, p, t);
}

static inline bool half_near_one(float x) {
  return __builtin_fabsf(x - 1.0f) < 0x1p-6f;
}

#endif

/* What the half_ functions share: OpenCL lets them be 8192 ulp off (10
 * bits), on the approximate PTX instructions in their non-ftz forms, since
 * the device reports subnormal support for float.
 *
 * sin.approx and lg2.approx have absolute, not relative, errors (about
 * 2^-21.4 on [-pi, pi] and 2^-22 on [0.5, 2] in CUDA's tables for __sinf
 * and __log2f): near their zeros the helpers below use a short series
 * instead. */
#ifndef SPIRV_MATH_HALF_APPROX_H
#define SPIRV_MATH_HALF_APPROX_H

#include <spirv/math/impl.h>

/* x = k pi/2 + r with |r| <= pi/4, for the half_ trig domain |x| <= 2^16:
 * in double, with pi/2 as a double-double, so r is accurate to about 2^-50
 * relative even where x is closest to a multiple of pi/2. Returns r, and
 * k mod 4 in *quadrant. */
static inline float half_trig_reduce(float x, int *quadrant) {
  double xd = x;
  double k = __spirv_ocl_rint(xd * 0x1.45f306dc9c883p-1);
  k = __builtin_isfinite(k) ? k : 0.0;
  double r = __spirv_ocl_fma(-k, 0x1.921fb54442d18p+0, xd);
  r = __spirv_ocl_fma(-k, 0x1.1a62633145c07p-54, r);
  *quadrant = (int)k & 3;
  return k == 0.0 ? x : (float)r; /* keeps -0 */
}

/* sin(r) for |r| <= pi/4: sin.approx is within 2^-14 relative for
 * |r| >= 2^-7; below, r - r^3/6 is within 2^-35. */
static inline float half_sin_reduced(float r) {
  float small = r * __spirv_ocl_fma(-r * r, 0x1.555556p-3f, 1.0f);
  return __builtin_fabsf(r) < 0x1p-7f ? small : __nvvm_sin_approx_f(r);
}

/* cos(r) for |r| <= pi/4, where cos(r) >= 0.7: cos.approx is within
 * 2^-21 relative. */
static inline float half_cos_reduced(float r) {
  return __nvvm_cos_approx_f(r);
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

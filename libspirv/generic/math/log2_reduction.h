/* The start of a double log2 for x in [2^-1022, DBL_MAX] (root_positive.h,
 * pow_positive_double.h): x = 2^k m with m in [sqrt(1/2), sqrt(2)), split
 * on the high word; u = m - 1 (exact), v + vl = m + 1 (exactly), and 1/v
 * by rcp_refined: rcp.approx's r0 and its error e refined to
 * r0 (1 + e + e^2), within e^3 of 1/v (rootn's 1/n uses it too).
 * k_as_double gives k exactly by its bits (1.5 2^52 + k, less 1.5 2^52),
 * not with a conversion instruction. */
#ifndef LOG2_REDUCTION_H
#define LOG2_REDUCTION_H

#include <spirv/math/impl.h>

struct log2_reduction {
  int k;
  double m, u, v, vl, rcp;
};

static inline double rcp_refined(double v) {
  double r0 = __nvvm_rcp_approx_ftz_d(v);
  double e = __spirv_ocl_fma(-v, r0, 1.0);
  return __spirv_ocl_fma(__spirv_ocl_fma(e, e, e), r0, r0);
}

static inline double k_as_double(int k) {
#pragma clang fp contract(off)
  return as_double(0x4338000000000000ul + (ulong)(long)k) - 0x1.8p52;
}

static inline struct log2_reduction log2_reduce(double x) {
  /* Each operation rounded on its own, as in the callers. */
#pragma clang fp contract(off)
  ulong bits = as_ulong(x);
  uint hi = (uint)(bits >> 32);
  struct log2_reduction r;
  r.k = (int)(hi - 0x3fe6a09eu) >> 20;
  r.m = as_double(((ulong)(hi - ((uint)r.k << 20)) << 32) | (uint)bits);
  r.u = r.m - 1.0;
  r.v = r.m + 1.0;
  r.vl = r.m - (r.v - 1.0);
  r.rcp = rcp_refined(r.v);
  return r;
}

#endif

/* x^(q + ql) for double x in [2^-1022, DBL_MAX], |q| <= 1 and ql below
 * q's last bit: rootn's hot path, q + ql = 1/n. Its callers send zeros,
 * subnormals, infinities, NaNs, negative x and results that would be
 * subnormal elsewhere, so there are no special cases to test.
 *
 * x = 2^k m with m in [sqrt(1/2), sqrt(2)) (log2_reduction.h), and
 * log2 m = s Q(s^2), s = (m - 1) / (m + 1), Q(w) = (2 / ln 2) atanh(s) / s,
 * in plain double: |log2 m| <= 1/2, and |q| <= 1 keeps its error below
 * 2^-51 in t = (k + log2 m)(q + ql), while k q is carried exactly as
 * ph + pl. 2^t = 2^N 2^r with N the integer nearest t, |r| <= 1/2 + 2^-40.
 * Q (degree 7 in w, within 2^-56 of Q on [0, 0.02944] with its coefficients
 * in double) is a Chebyshev fit; 2^r is exp2_reduced.h's. 2^N goes into the
 * result's exponent field, which the callers' range keeps normal. */
#ifndef ROOT_POSITIVE_H
#define ROOT_POSITIVE_H

#include "exp2_reduced.h"
#include "log2_reduction.h"
#include <spirv/math/impl.h>

static inline double root_positive(double x, double q, double ql) {
  /* ph's rounding error is pl, and ph - n is exact only with ph
   * rounded on its own, not fused into the subtraction. */
#pragma clang fp contract(off)
  struct log2_reduction red = log2_reduce(x);
  double s = red.u * red.rcp, w = s * s;
  double poly = __spirv_ocl_fma(0x1.b592d86b85dbcp-3, w, 0x1.c46e13ce5e29ap-3);
  poly = __spirv_ocl_fma(poly, w, 0x1.0ca160649e0fap-2);
  poly = __spirv_ocl_fma(poly, w, 0x1.484afb7a5d634p-2);
  poly = __spirv_ocl_fma(poly, w, 0x1.a61762d693ab4p-2);
  poly = __spirv_ocl_fma(poly, w, 0x1.2776c50ee39dbp-1);
  poly = __spirv_ocl_fma(poly, w, 0x1.ec709dc3a047dp-1);
  poly = __spirv_ocl_fma(poly, w, 0x1.71547652b82fep+1);
  double l = s * poly;
  double kd = k_as_double(red.k);
  double ph = kd * q;
  double pl = __spirv_ocl_fma(kd, q, -ph);
  pl = __spirv_ocl_fma(kd, ql, pl);
  double big = __spirv_ocl_fma(l, q, ph) + 0x1.8p52;
  double n = big - 0x1.8p52;
  double r = __spirv_ocl_fma(l, q, ph - n) + pl;
  double p = exp2_reduced(r);
  ulong pb = as_ulong(p);
  uint scaled = (uint)(pb >> 32) + ((uint)as_ulong(big) << 20);
  return as_double(((ulong)scaled << 32) | (uint)pb);
}

#endif

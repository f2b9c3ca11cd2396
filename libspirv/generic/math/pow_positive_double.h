/* x^(yh + yl) for double x in [2^-1022, DBL_MAX] and finite yh (yl below
 * yh's last bit, 0 for powr): powr's hot path. Its callers send zeros,
 * subnormals, infinities, NaNs and negative x elsewhere, so there are no
 * special cases to test.
 *
 * As root_positive.h, with log2 x to about 2^-62 of itself, since y may be
 * large: x = 2^k m, s = (m - 1) / (m + 1) = sh + sl, and
 * log2 m = c s (1 + z), c = 2 / ln 2 = ch + cl, z = w/3 + w^2 R(w), w = s^2.
 * z is below 2^-6.7, so its w/3 is computed in double-double and R
 * (1/5 + w/7 + ..., a degree-6 Chebyshev fit within 2^-50 of itself) in
 * plain double; c s and c s z are exact products plus their small terms.
 * t = y log2 x = ph + pl; 2^t = 2^N 2^r (exp2_reduced.h), with 2^N as two
 * factors, so that results down to the subnormals round once; beyond
 * |t| = 2040 the result is 0 or inf whatever r is, and r is kept within
 * [-1, 1] (an infinite ph makes pl NaN, which the clamp makes 1). */
#ifndef POW_POSITIVE_DOUBLE_H
#define POW_POSITIVE_DOUBLE_H

#include "exp2_reduced.h"
#include "log2_reduction.h"
#include <spirv/math/impl.h>

static inline double pow_positive_double(double x, double yh, double yl) {
  /* Each product's rounding error is recovered by an fma of the same
   * product: fused into the next addition, it would be gone. */
#pragma clang fp contract(off)
  struct log2_reduction red = log2_reduce(x);
  /* sl from sh's remainder u - sh (v + vl). */
  double u = red.u, v = red.v, vl = red.vl, rcp = red.rcp;
  double sh = u * rcp;
  double sl = __spirv_ocl_fma(-sh, vl, __spirv_ocl_fma(-sh, v, u)) * rcp;
  double w = sh * sh;
  double wl = __spirv_ocl_fma(sh + sh, sl, __spirv_ocl_fma(sh, sh, -w));
  double poly = __spirv_ocl_fma(0x1.0877eb85448a6p-4, w, 0x1.1018bb374e67bp-4);
  poly = __spirv_ocl_fma(poly, w, 0x1.3b18b88a5356cp-4);
  poly = __spirv_ocl_fma(poly, w, 0x1.745d09f1cd6a8p-4);
  poly = __spirv_ocl_fma(poly, w, 0x1.c71c71d7e5d44p-4);
  poly = __spirv_ocl_fma(poly, w, 0x1.249249248e53bp-3);
  poly = __spirv_ocl_fma(poly, w, 0x1.999999999999ep-3);
  /* z = zh + zl, 1/3 = third + thirdl. */
  const double third = 0x1.5555555555555p-2, thirdl = 0x1.5555555555555p-56;
  double zh = w * third;
  double zl = __spirv_ocl_fma(w, third, -zh);
  zl = __spirv_ocl_fma(w, thirdl, __spirv_ocl_fma(wl, third, zl));
  zl = __spirv_ocl_fma(w * w, poly, zl);
  /* c s = lead + leadl, c s z = tail + taill. */
  const double ch = 0x1.71547652b82fep+1, cl = 0x1.777d0ffda0d24p-55;
  double lead = ch * sh;
  double leadl = __spirv_ocl_fma(ch, sh, -lead);
  leadl = __spirv_ocl_fma(ch, sl, __spirv_ocl_fma(cl, sh, leadl));
  double tail = lead * zh;
  double taill = __spirv_ocl_fma(lead, zh, -tail);
  taill = __spirv_ocl_fma(lead, zl, __spirv_ocl_fma(leadl, zh, taill)) + leadl;
  /* log2 x = k + log2 m = lg + lgl, each sum with its error (|tail| <
   * |lead|; |log2 m| <= 1/2 <= |k| unless k = 0), and the pair
   * renormalised: taill holds z's w^2 R(w) (up to 2^-12 of lead), which
   * would make pl and r large. */
  double lh = lead + tail;
  double ll = ((lead - lh) + tail) + taill;
  double kd = k_as_double(red.k);
  double kh = kd + lh;
  double kl = ((kd - kh) + lh) + ll;
  double lg = kh + kl;
  double lgl = kl - (lg - kh);
  double ph = lg * yh;
  double pl = __spirv_ocl_fma(lg, yh, -ph);
  pl = __spirv_ocl_fma(lgl, yh, __spirv_ocl_fma(lg, yl, pl));
  ph = __spirv_ocl_fmax(__spirv_ocl_fmin(ph, 2040.0), -2040.0);
  double big = ph + 0x1.8p52;
  double n = big - 0x1.8p52;
  double r = __spirv_ocl_fmax(__spirv_ocl_fmin((ph - n) + pl, 1.0), -1.0);
  int ni = (int)(uint)as_ulong(big), n1 = ni >> 1;
  return exp2_reduced(r) * as_double((ulong)(n1 + 1023) << 52) *
         as_double((ulong)(ni - n1 + 1023) << 52);
}

#endif

/* x^y for float x in [2^-126, FLT_MAX] and finite y = yh + yl (yl below
 * yh's last bit: 0 for powr, 1/n's rounding error for rootn), as
 * 2^(y log2 x) with log2 x and the product in double-float. Only the hot
 * path of powr and rootn: their callers send zeros, subnormals, infinities,
 * NaNs and negative x elsewhere, so there are no special cases to test.
 *
 * x = 2^k m with m in [sqrt(1/2), sqrt(2)); with f = 2 (m - 1) / (m + 1),
 * ln m = 2 atanh(f / 2) = f + f^3/12 + f^5/80 + f^7/448 + f^9/2304 +
 * f^11/11264 + ... (|f| <= 0.344, the next term is below 2^-36 of ln m).
 * f is fh + fl: fh = (m - 1 + m - 1) / (m + 1) rounded; its error is
 * (2 (m - 1 - fh) - fh (m - 1)) / (m + 1), whose first term is exact (fh is
 * within 17% of m - 1). 2^r for |r| <= 1/2 is its Taylor series to r^7
 * (the rest below 2^-27). 2^n is applied as two factors, so that results
 * down to the subnormals round once and n beyond the range gives 0 or inf.
 * At most 4.1 ulp over 4M GPU test cases (the bound is 16), largest where
 * |f| is: the float tail rounds at 2^-31 of log2 x, times y. */
#ifndef POW_POSITIVE_H
#define POW_POSITIVE_H

#include <spirv/math/impl.h>

static inline float pow_positive(float x, float yh, float yl) {
  /* The double-float steps need each product rounded on its own: fused
   * into the next subtraction, fh's error is no longer num - fh. */
#pragma clang fp contract(off)
  uint bits = as_uint(x);
  int k = (int)(bits - 0x3f3504f3u) >> 23;
  float m = as_float(bits - ((uint)k << 23));
  float num = m - 1.0f;
  float rcp = __spirv_ocl_native_recip(m + 1.0f);
  float fh = (num + num) * rcp;
  float fl = __spirv_ocl_fma(-fh, num, 2.0f * (num - fh)) * rcp;
  float g = fh * fh;
  float poly = __spirv_ocl_fma(
      __spirv_ocl_fma(__spirv_ocl_fma(__spirv_ocl_fma(0x1.745d18p-14f, g, 0x1.c71c72p-12f),
                                      g, 0x1.24924ap-9f),
                      g, 0x1.99999ap-7f),
      g, 0x1.555556p-4f);
  float tail = fh * g * poly;
  /* log2 x = k + (f + tail) / ln 2, 1 / ln 2 = log2eh + log2el. */
  const float log2eh = 0x1.715476p+0f, log2el = 0x1.4ae0c0p-26f;
  float kf = (float)k;
  float hi = __spirv_ocl_fma(log2eh, fh, kf);
  float lo = __spirv_ocl_fma(log2eh, fh, kf - hi);
  lo = __spirv_ocl_fma(log2eh, tail, lo);
  lo = __spirv_ocl_fma(log2el, fh, lo);
  lo = __spirv_ocl_fma(log2eh, fl, lo);
  float lh = hi + lo;
  float ll = lo - (lh - hi);
  /* p = y log2 x, ph + pl. */
  float ph = lh * yh;
  float pl = __spirv_ocl_fma(lh, yh, -ph);
  pl = __spirv_ocl_fma(lh, yl, pl);
  pl = __spirv_ocl_fma(ll, yh, pl);
  /* Beyond 2^+-160 the result is inf or 0 whatever r is, as long as r is
   * bounded: pl, the product's rounding error, is as large as ph's ulp. */
  ph = __spirv_ocl_fmax(__spirv_ocl_fmin(ph, 160.0f), -160.0f);
  float n = __spirv_ocl_rint(ph);
  float r = __spirv_ocl_fmax(__spirv_ocl_fmin((ph - n) + pl, 1.0f), -1.0f);
  float e = __spirv_ocl_fma(
      __spirv_ocl_fma(
          __spirv_ocl_fma(
              __spirv_ocl_fma(
                  __spirv_ocl_fma(__spirv_ocl_fma(0x1.ffcbfcp-17f, r, 0x1.430912p-13f), r,
                                  0x1.5d87fep-10f),
                  r, 0x1.3b2ab6p-7f),
              r, 0x1.c6b08ep-5f),
          r, 0x1.ebfbe0p-3f),
      r, 0x1.62e430p-1f);
  e = __spirv_ocl_fma(e, r, 1.0f);
  int ni = (int)n, n1 = ni >> 1;
  return e * as_float((uint)(n1 + 127) << 23) * as_float((uint)(ni - n1 + 127) << 23);
}

#endif

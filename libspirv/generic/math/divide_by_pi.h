/* r / pi for asinpi, acospi, atanpi and atan2pi: the product with 1/pi in
 * two parts (hi + lo) adds one rounding to r's error, which dividing by pi
 * scales by at most 4/pi. A zero keeps its sign (the product with a
 * negative lo would not). */
#ifndef SPIRV_MATH_DIVIDE_BY_PI_H
#define SPIRV_MATH_DIVIDE_BY_PI_H

#include <spirv/math/impl.h>

static inline float _CLC_OVERLOAD divide_by_pi(float r) {
  float q = __spirv_ocl_fma(r, 0x1.45f306p-2f, r * 0x1.b9391p-27f);
  return r == 0.0f ? r : q;
}

static inline double _CLC_OVERLOAD divide_by_pi(double r) {
  double q =
      __spirv_ocl_fma(r, 0x1.45f306dc9c883p-2, r * -0x1.6b01ec5417056p-56);
  return r == 0.0 ? r : q;
}

#endif

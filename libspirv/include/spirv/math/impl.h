/* What the math definitions share: the half forms computed in float.
 *
 * Why that is accurate: a float result within u float ulps of the exact
 * value y, rounded once to half, is within 0.5 + u * 2^-13 half ulps of y
 * (a half ulp is 2^13 float ulps, more in half's subnormal range), so
 * float's OpenCL bounds (u <= 16) give at most 0.502 half ulp, inside every
 * bound of the half table. Where half needs a correctly rounded result,
 * float gives one exactly (ceil, floor, rint, round, trunc, fmod,
 * remainder, ldexp: exact in float) or double rounding cannot err: for
 * +, -, sqrt, float's 24 bits are at least 2 * 11 + 2 (Figueroa), which
 * covers fdim and sqrt. fma and mad use the f16 fma instead. */
#ifndef SPIRV_MATH_IMPL_H
#define SPIRV_MATH_IMPL_H

#include <spirv/spirv.h>

#define SPIRV_HALF_IN_FLOAT_1(name)                                            \
  _Float16 _CLC_DEF __spirv_ocl_##name(_Float16 x) {                           \
    return (_Float16)__spirv_ocl_##name((float)x);                             \
  }
#define SPIRV_HALF_IN_FLOAT_2(name)                                            \
  _Float16 _CLC_DEF __spirv_ocl_##name(_Float16 x, _Float16 y) {               \
    return (_Float16)__spirv_ocl_##name((float)x, (float)y);                   \
  }
/* pown, rootn, ldexp: a half and an int. */
#define SPIRV_HALF_IN_FLOAT_INT(name)                                          \
  _Float16 _CLC_DEF __spirv_ocl_##name(_Float16 x, int n) {                    \
    return (_Float16)__spirv_ocl_##name((float)x, n);                          \
  }

#endif

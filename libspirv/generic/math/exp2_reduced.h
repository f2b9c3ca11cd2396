/* 2^r for double r in [-1/2 - 2^-30, 1/2 + 2^-30]: a degree-11 Chebyshev
 * fit of 2^r, within 2^-55.5 of it with its coefficients in double. The
 * last step adds 1 exactly, so 2^0 is 1. The exp2 half of
 * root_positive.h and pow_positive_double.h. */
#ifndef EXP2_REDUCED_H
#define EXP2_REDUCED_H

#include <spirv/math/impl.h>

static inline double exp2_reduced(double r) {
  double p = __spirv_ocl_fma(0x1.e9ec1fcb7bc27p-32, r, 0x1.e6228acd31a8ap-28);
  p = __spirv_ocl_fma(p, r, 0x1.b524ebd13a4bcp-24);
  p = __spirv_ocl_fma(p, r, 0x1.62bfc2c86d641p-20);
  p = __spirv_ocl_fma(p, r, 0x1.ffcbfc6da6ed1p-17);
  p = __spirv_ocl_fma(p, r, 0x1.430913112c61cp-13);
  p = __spirv_ocl_fma(p, r, 0x1.5d87fe78a3f9cp-10);
  p = __spirv_ocl_fma(p, r, 0x1.3b2ab6fb9f1a5p-7);
  p = __spirv_ocl_fma(p, r, 0x1.c6b08d704a0c6p-5);
  p = __spirv_ocl_fma(p, r, 0x1.ebfbdff82c5aep-3);
  p = __spirv_ocl_fma(p, r, 0x1.62e42fefa39efp-1);
  return __spirv_ocl_fma(p, r, 1.0);
}

#endif

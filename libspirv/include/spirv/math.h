/* OpenCL extended-instruction math builtins (__spirv_ocl_*) for float and
 * double, scalar and vectors of 2, 3, 4, 8 and 16. */
#ifndef SPIRV_MATH_H
#define SPIRV_MATH_H

#define SPIRV_MATH_UNARY(X)                                                    \
  X(sin) X(cos) X(tan) X(asin) X(acos) X(atan) X(sinh) X(cosh) X(tanh)         \
  X(asinh) X(acosh) X(atanh) X(exp) X(exp2) X(exp10) X(expm1) X(log) X(log2)   \
  X(log10) X(log1p) X(sqrt) X(rsqrt) X(cbrt) X(ceil) X(floor) X(trunc)         \
  X(round) X(rint) X(fabs) X(erf) X(erfc) X(tgamma) X(lgamma)
#define SPIRV_MATH_BINARY(X)                                                   \
  X(pow) X(atan2) X(fmod) X(hypot) X(fmin) X(fmax) X(copysign) X(fdim)         \
  X(remainder)
#define SPIRV_MATH_TERNARY(X) X(fma)

#define SPIRV_MATH_FOR_EACH_TYPE(M, name)                                      \
  M(float, name) M(float2, name) M(float3, name) M(float4, name)               \
  M(float8, name) M(float16, name) M(double, name) M(double2, name)            \
  M(double3, name) M(double4, name) M(double8, name) M(double16, name)

#define SPIRV_DECLARE_UNARY(T, name) T _CLC_DECL __spirv_ocl_##name(T x);
#define SPIRV_DECLARE_BINARY(T, name) T _CLC_DECL __spirv_ocl_##name(T x, T y);
#define SPIRV_DECLARE_TERNARY(T, name) T _CLC_DECL __spirv_ocl_##name(T x, T y, T z);
#define SPIRV_DECLARE_UNARY_ALL(name) SPIRV_MATH_FOR_EACH_TYPE(SPIRV_DECLARE_UNARY, name)
#define SPIRV_DECLARE_BINARY_ALL(name) SPIRV_MATH_FOR_EACH_TYPE(SPIRV_DECLARE_BINARY, name)
#define SPIRV_DECLARE_TERNARY_ALL(name) SPIRV_MATH_FOR_EACH_TYPE(SPIRV_DECLARE_TERNARY, name)

SPIRV_MATH_UNARY(SPIRV_DECLARE_UNARY_ALL)
SPIRV_MATH_BINARY(SPIRV_DECLARE_BINARY_ALL)
SPIRV_MATH_TERNARY(SPIRV_DECLARE_TERNARY_ALL)

#endif

/* Scalar math builtins on CUDA's libdevice: __spirv_ocl_<name> for one
 * type calls the libdevice function nv (__nv_sinf for float, __nv_sin for
 * double), which the driver links when a kernel uses it. */
#ifndef SPIRV_MATH_LIBDEVICE_H
#define SPIRV_MATH_LIBDEVICE_H

#include <spirv/math/impl.h>

#define LIBDEVICE_1(T, name, nv)                                               \
  T nv(T);                                                                     \
  T _CLC_DEF __spirv_ocl_##name(T x) { return nv(x); }
#define LIBDEVICE_2(T, name, nv)                                               \
  T nv(T, T);                                                                  \
  T _CLC_DEF __spirv_ocl_##name(T x, T y) { return nv(x, y); }

#endif

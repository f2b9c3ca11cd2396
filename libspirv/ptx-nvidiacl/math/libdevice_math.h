/* Math builtins on CUDA's libdevice: each scalar __spirv_ocl_<name> calls
 * __nv_<name>f (float) or __nv_<name> (double), and vectors apply the
 * scalar function to their halves. */
#ifndef LIBDEVICE_MATH_H
#define LIBDEVICE_MATH_H

#include <spirv/spirv.h>

#define SPLIT_UNARY(V, H, S, name)                                             \
  V _CLC_DEF __spirv_ocl_##name(V x) {                                         \
    return (V)(__spirv_ocl_##name(x.lo), __spirv_ocl_##name(x.hi));            \
  }
#define SPLIT_BINARY(V, H, S, name)                                            \
  V _CLC_DEF __spirv_ocl_##name(V x, V y) {                                    \
    return (V)(__spirv_ocl_##name(x.lo, y.lo), __spirv_ocl_##name(x.hi, y.hi)); \
  }
#define SPLIT_TERNARY(V, H, S, name)                                           \
  V _CLC_DEF __spirv_ocl_##name(V x, V y, V z) {                               \
    return (V)(__spirv_ocl_##name(x.lo, y.lo, z.lo),                           \
               __spirv_ocl_##name(x.hi, y.hi, z.hi));                          \
  }

/* 3-vectors split as .s01 and .s2. */
#define VECTORS(SPLIT, T, name, three)                                         \
  SPLIT(T##2, T, T, name)                                                      \
  three                                                                        \
  SPLIT(T##4, T##2, T, name)                                                   \
  SPLIT(T##8, T##4, T, name)                                                   \
  SPLIT(T##16, T##8, T, name)

#define LIBDEVICE_UNARY(name)                                                  \
  float __nv_##name##f(float);                                                 \
  double __nv_##name(double);                                                  \
  float _CLC_DEF __spirv_ocl_##name(float x) { return __nv_##name##f(x); }     \
  double _CLC_DEF __spirv_ocl_##name(double x) { return __nv_##name(x); }      \
  VECTORS(SPLIT_UNARY, float, name,                                            \
          float3 _CLC_DEF __spirv_ocl_##name(float3 x) {                       \
            return (float3)(__spirv_ocl_##name(x.s01), __spirv_ocl_##name(x.s2)); \
          })                                                                   \
  VECTORS(SPLIT_UNARY, double, name,                                           \
          double3 _CLC_DEF __spirv_ocl_##name(double3 x) {                     \
            return (double3)(__spirv_ocl_##name(x.s01), __spirv_ocl_##name(x.s2)); \
          })

#define LIBDEVICE_BINARY(name)                                                 \
  float __nv_##name##f(float, float);                                          \
  double __nv_##name(double, double);                                          \
  float _CLC_DEF __spirv_ocl_##name(float x, float y) { return __nv_##name##f(x, y); } \
  double _CLC_DEF __spirv_ocl_##name(double x, double y) { return __nv_##name(x, y); } \
  VECTORS(SPLIT_BINARY, float, name,                                           \
          float3 _CLC_DEF __spirv_ocl_##name(float3 x, float3 y) {             \
            return (float3)(__spirv_ocl_##name(x.s01, y.s01),                  \
                            __spirv_ocl_##name(x.s2, y.s2));                   \
          })                                                                   \
  VECTORS(SPLIT_BINARY, double, name,                                          \
          double3 _CLC_DEF __spirv_ocl_##name(double3 x, double3 y) {          \
            return (double3)(__spirv_ocl_##name(x.s01, y.s01),                 \
                             __spirv_ocl_##name(x.s2, y.s2));                  \
          })

#define LIBDEVICE_TERNARY(name)                                                \
  float __nv_##name##f(float, float, float);                                   \
  double __nv_##name(double, double, double);                                  \
  float _CLC_DEF __spirv_ocl_##name(float x, float y, float z) {               \
    return __nv_##name##f(x, y, z);                                            \
  }                                                                            \
  double _CLC_DEF __spirv_ocl_##name(double x, double y, double z) {           \
    return __nv_##name(x, y, z);                                               \
  }                                                                            \
  VECTORS(SPLIT_TERNARY, float, name,                                          \
          float3 _CLC_DEF __spirv_ocl_##name(float3 x, float3 y, float3 z) {   \
            return (float3)(__spirv_ocl_##name(x.s01, y.s01, z.s01),           \
                            __spirv_ocl_##name(x.s2, y.s2, z.s2));             \
          })                                                                   \
  VECTORS(SPLIT_TERNARY, double, name,                                         \
          double3 _CLC_DEF __spirv_ocl_##name(double3 x, double3 y, double3 z) { \
            return (double3)(__spirv_ocl_##name(x.s01, y.s01, z.s01),          \
                             __spirv_ocl_##name(x.s2, y.s2, z.s2));            \
          })

#endif

/* The geometric builtins on case i: p0 = x[i W ...], p1 = y[i W ...] (W
 * components). Scalar results go to scalars[k * cases + i], vector ones to
 * vectors[k * n + i W + j]; cases = n / W, n = params[0].
 *   geometric_<T><W>, W <= 4: length(p0), distance(p0, p1) | normalize(p0)
 *   fast_float<W>, W <= 4: fast_length(p0), fast_distance(p0, p1) |
 *                          fast_normalize(p0)
 *   dot_<T><W>, W >= 2: Dot(p0, p1) | VectorTimesScalar(p0, p1[0])
 *   cross_<T><W>, W = 3, 4: | cross(p0, p1) */
#include "kernel_helpers.h"

#define GEOMETRIC_KERNEL(name, T, VT, W, SCALARS, VECTORS)                     \
  kernel void name(global const T *x, global const T *y, global T *scalars, global T *vectors, \
                   global const uint *params) {                                \
    const int width = W;                                                       \
    uint n = params[0], cases = n / width, i = (uint)__spirv_GlobalInvocationId_x(); \
    if (i >= cases)                                                            \
      return;                                                                  \
    VT p0, p1;                                                                 \
    for (int j = 0; j < width; j++) {                                          \
      ELEM(T, p0, j) = x[i * width + j];                                       \
      ELEM(T, p1, j) = y[i * width + j];                                       \
    }                                                                          \
    T s[] = SCALARS;                                                           \
    VT v[] = VECTORS;                                                          \
    for (int k = 0; k < (int)(sizeof s / sizeof s[0]); k++)                    \
      scalars[k * cases + i] = s[k];                                           \
    for (int k = 0; k < (int)(sizeof v / sizeof v[0]); k++)                    \
      for (int j = 0; j < width; j++)                                          \
        vectors[k * n + i * width + j] = ELEM(T, v[k], j);                     \
  }

#define LIST(...) {__VA_ARGS__}
#define LENGTHS LIST(__spirv_ocl_length(p0), __spirv_ocl_distance(p0, p1))
#define NORMALIZE LIST(__spirv_ocl_normalize(p0))
#define FAST_LENGTHS LIST(__spirv_ocl_fast_length(p0), __spirv_ocl_fast_distance(p0, p1))
#define FAST_NORMALIZE LIST(__spirv_ocl_fast_normalize(p0))
#define DOT LIST(__spirv_Dot(p0, p1))
#define TIMES_SCALAR LIST(__spirv_VectorTimesScalar(p0, p1[0]))
#define NOTHING LIST(0)
#define CROSS LIST(__spirv_ocl_cross(p0, p1))

#define FOR_TYPE(name, T)                                                      \
  GEOMETRIC_KERNEL(geometric_##name##1, T, T, 1, LENGTHS, NORMALIZE)           \
  GEOMETRIC_KERNEL(geometric_##name##2, T, name##2, 2, LENGTHS, NORMALIZE)     \
  GEOMETRIC_KERNEL(geometric_##name##3, T, name##3, 3, LENGTHS, NORMALIZE)     \
  GEOMETRIC_KERNEL(geometric_##name##4, T, name##4, 4, LENGTHS, NORMALIZE)     \
  GEOMETRIC_KERNEL(dot_##name##2, T, name##2, 2, DOT, TIMES_SCALAR)            \
  GEOMETRIC_KERNEL(dot_##name##3, T, name##3, 3, DOT, TIMES_SCALAR)            \
  GEOMETRIC_KERNEL(dot_##name##4, T, name##4, 4, DOT, TIMES_SCALAR)            \
  GEOMETRIC_KERNEL(dot_##name##8, T, name##8, 8, DOT, TIMES_SCALAR)            \
  GEOMETRIC_KERNEL(dot_##name##16, T, name##16, 16, DOT, TIMES_SCALAR)         \
  GEOMETRIC_KERNEL(cross_##name##3, T, name##3, 3, NOTHING, CROSS)             \
  GEOMETRIC_KERNEL(cross_##name##4, T, name##4, 4, NOTHING, CROSS)

FOR_TYPE(half, _Float16)
FOR_TYPE(float, float)
FOR_TYPE(double, double)

GEOMETRIC_KERNEL(fast_float1, float, float, 1, FAST_LENGTHS, FAST_NORMALIZE)
GEOMETRIC_KERNEL(fast_float2, float, float2, 2, FAST_LENGTHS, FAST_NORMALIZE)
GEOMETRIC_KERNEL(fast_float3, float, float3, 3, FAST_LENGTHS, FAST_NORMALIZE)
GEOMETRIC_KERNEL(fast_float4, float, float4, 4, FAST_LENGTHS, FAST_NORMALIZE)

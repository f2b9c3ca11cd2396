/* The common builtins on (x[e], y[e], z[e]) for element e, as scalars and as
 * vectors of each width; result k goes to out[k * n + e], n = params[0]:
 *   0 fclamp(x, y, z)   1 fmax_common(x, y)   2 fmin_common(x, y)
 *   3 step(y, x)        4 sign(x)             5 degrees(x)
 *   6 radians(x)        7 mix(x, y, z)        8 smoothstep(y, z, x) */
#define ELEM(T, v, j) ((T *)&(v))[j]

#define COMMON_KERNEL(name, T, VT, W)                                          \
  kernel void name(global const T *x, global const T *y, global const T *z, global T *out, \
                   global const uint *params) {                                \
    const int width = W;                                                       \
    uint n = params[0], i = (uint)__spirv_GlobalInvocationId_x();              \
    if (i >= n / width)                                                        \
      return;                                                                  \
    VT a, b, c;                                                                \
    for (int j = 0; j < width; j++) {                                          \
      ELEM(T, a, j) = x[i * width + j];                                        \
      ELEM(T, b, j) = y[i * width + j];                                        \
      ELEM(T, c, j) = z[i * width + j];                                        \
    }                                                                          \
    VT r[9] = {__spirv_ocl_fclamp(a, b, c),  __spirv_ocl_fmax_common(a, b),    \
               __spirv_ocl_fmin_common(a, b), __spirv_ocl_step(b, a),          \
               __spirv_ocl_sign(a),          __spirv_ocl_degrees(a),           \
               __spirv_ocl_radians(a),       __spirv_ocl_mix(a, b, c),         \
               __spirv_ocl_smoothstep(b, c, a)};                               \
    for (int k = 0; k < 9; k++)                                                \
      for (int j = 0; j < width; j++)                                          \
        out[k * n + i * width + j] = ELEM(T, r[k], j);                         \
  }

#define COMMON_KERNELS(name, T)                                                \
  COMMON_KERNEL(common_##name##1, T, T, 1)                                     \
  COMMON_KERNEL(common_##name##2, T, name##2, 2)                               \
  COMMON_KERNEL(common_##name##3, T, name##3, 3)                               \
  COMMON_KERNEL(common_##name##4, T, name##4, 4)                               \
  COMMON_KERNEL(common_##name##8, T, name##8, 8)                               \
  COMMON_KERNEL(common_##name##16, T, name##16, 16)

COMMON_KERNELS(half, _Float16)
COMMON_KERNELS(float, float)
COMMON_KERNELS(double, double)

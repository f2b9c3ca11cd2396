/* Shared by the libspirv GPU test kernels (OpenCL C). */
#ifndef KERNEL_HELPERS_H
#define KERNEL_HELPERS_H

/* Component j of v, a scalar or vector variable of element type T. */
#define ELEM(T, v, j) ((T *)&(v))[j]

/* Kernel `name` on VT (T, or a vector of W T): work-item i loads elements
 * i W ... of x, y and z into a, b and c, evaluates the RESULTS expressions
 * given after RESULTS (in a, b, c), and writes result k of element e to
 * out[k n + e], n = params[0]. */
#define ELEMENTWISE_KERNEL(name, T, VT, W, RESULTS, ...)                       \
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
    VT r[RESULTS] = {__VA_ARGS__};                                             \
    for (int k = 0; k < RESULTS; k++)                                          \
      for (int j = 0; j < width; j++)                                          \
        out[k * n + i * width + j] = ELEM(T, r[k], j);                         \
  }

/* KERNEL(kernel, T, VT, W) for the scalar and every vector type of `name`
 * (element type T), kernels named prefix<name><W>. */
#define FOR_EACH_WIDTH(KERNEL, prefix, name, T)                                \
  KERNEL(prefix##name##1, T, T, 1)                                             \
  KERNEL(prefix##name##2, T, name##2, 2)                                       \
  KERNEL(prefix##name##3, T, name##3, 3)                                       \
  KERNEL(prefix##name##4, T, name##4, 4)                                       \
  KERNEL(prefix##name##8, T, name##8, 8)                                       \
  KERNEL(prefix##name##16, T, name##16, 16)

#endif

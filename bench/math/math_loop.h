/* The loop of the math benchmark's OpenCL kernels (math_kernels.cl,
 * math_loop_kernels.cl, math_fast_kernels.cl): each work-item sums an
 * expression over 64 arguments, x0, x0 + h, ..., h = x0 / 4096, from its own
 * x0, y0, z0 (and n0), and writes the sum. */
#ifndef MATH_LOOP_H
#define MATH_LOOP_H

/* Both compilers get the same unrolling, so loop overhead weighs the same.
 * math_loop_kernels.cl defines its own loop (MATH_FOR) and one more kernel
 * parameter (MATH_TRIPS_PARAM) before including math_kernels.cl. */
#ifndef MATH_FOR
#define MATH_FOR _Pragma("unroll 8") for (int k = 0; k < 64; ++k)
#define MATH_TRIPS_PARAM
#endif
#define MATH_LOOP(T, setup, ...)                                                                   \
  size_t i = __spirv_GlobalInvocationId_x();                                                       \
  T x = xs[i], y = ys[i], z = zs[i], hx = x * (T)(1.0 / 4096), hy = y * (T)(1.0 / 4096),           \
    hz = z * (T)(1.0 / 4096);                                                                      \
  setup T sum = 0;                                                                                 \
  MATH_FOR {                                                                                       \
    sum += __VA_ARGS__;                                                                            \
    x += hx;                                                                                       \
    y += hy;                                                                                       \
    z += hz;                                                                                       \
  }                                                                                                \
  out[i] = sum;

#endif

/* For each line of math_fast.def, two float kernels of the math benchmark's
 * loop (math_loop.h): fast_<name> calling the native_* or half_* function,
 * and fast_<name>_full computing the full-precision function it stands in
 * for. Ours against ours: nvcc has no twin of these, so they are a program of
 * their own, the third that bench_math loads. */
#include "math_loop.h"

#define FAST_ARGS_U (float)
#define FAST_ARGS_B (float, float)
#define FAST_CALL_U(name) __spirv_ocl_##name(x)
#define FAST_CALL_B(name) __spirv_ocl_##name(x, y)
#define FAST_KERNEL(kernel_name, ...)                                                              \
  kernel void kernel_name(global const float *xs, global const float *ys, global const float *zs,  \
                          global const int *ns, global float *out) {                               \
    MATH_LOOP(float, , __VA_ARGS__)                                                                \
  }
#define FAST(name, arity, dx, dy, full)                                                            \
  float __attribute__((overloadable)) __spirv_ocl_##name FAST_ARGS_##arity;                        \
  FAST_KERNEL(fast_##name, FAST_CALL_##arity(name))                                                \
  FAST_KERNEL(fast_##name##_full, full)
#include "math_fast.def"

/* One kernel per math function and type, math_<name>_f32 / _f64: each
 * work-item sums f over 64 arguments, x0, x0 + h, ..., h = x0 / 4096 (from
 * its own x0, y0, z0, n0), and writes the sum. math_kernels.cu is the same
 * with CUDA's functions. math_ours.h (math_available.py, at build time) says
 * which functions libspirv defines; the others get no kernel here. The
 * native_/half_ kernels, which have no CUDA twin, are math_fast_kernels.cl. */
#include "math_loop.h"
#include "math_ours.h"

#define MATH_CAT(a, b) MATH_CAT_(a, b)
#define MATH_CAT_(a, b) a##b

#define MATH_KERNEL(name, T, S, setup, decl, ...)                                                  \
  decl;                                                                                            \
  kernel void math_##name##_##S(global const T *xs, global const T *ys, global const T *zs,        \
                                global const int *ns, global T *out MATH_TRIPS_PARAM) {            \
    MATH_LOOP(T, setup, __VA_ARGS__)                                                               \
  }

/* Declared here too, so a function the library defines is usable before
 * spirv/spirv.h declares it. */
#define MATH_BOTH(name, decl_args, setup, ...)                                                     \
  MATH_KERNEL(name, float, f32, setup,                                                             \
              float __attribute__((overloadable)) __spirv_ocl_##name decl_args(float),             \
              __VA_ARGS__)                                                                         \
  MATH_KERNEL(name, double, f64, setup,                                                            \
              double __attribute__((overloadable)) __spirv_ocl_##name decl_args(double),           \
              __VA_ARGS__)

#define MATH_ARGS_U(T) (T)
#define MATH_ARGS_B(T) (T, T)
#define MATH_ARGS_T(T) (T, T, T)
#define MATH_ARGS_N(T) (T, int)

#define MATH_KERNELS_U(name) MATH_BOTH(name, MATH_ARGS_U, , __spirv_ocl_##name(x))
#define MATH_KERNELS_B(name) MATH_BOTH(name, MATH_ARGS_B, , __spirv_ocl_##name(x, y))
#define MATH_KERNELS_T(name) MATH_BOTH(name, MATH_ARGS_T, , __spirv_ocl_##name(x, y, z))
#define MATH_KERNELS_N(name) MATH_BOTH(name, MATH_ARGS_N, int n = ns[i];, __spirv_ocl_##name(x, n))

#define MATH_IF_0(name, arity)
#define MATH_IF_1(name, arity) MATH_KERNELS_##arity(name)
#define MATH(name, arity, dx, dy, dz, cuda_float, cuda_double)                                     \
  MATH_CAT(MATH_IF_, MATH_OURS_##name)(name, arity)
#include "math_functions.def"

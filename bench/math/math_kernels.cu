// math_kernels.cl with CUDA's math functions, for nvcc -arch=sm_90 -O3: the
// same kernels, names, arguments and loop, calling the CUDA function
// math_functions.def names. Where CUDA has no such function, the nearest
// expression of it (the cuda_* helpers below) stands in.
#define PI_F 3.14159265358979323846f
#define PI_D 3.14159265358979323846

__device__ float cuda_tanpif(float x) { return tanf(PI_F * x); }
__device__ double cuda_tanpi(double x) { return tan(PI_D * x); }
__device__ float cuda_asinpif(float x) { return asinf(x) / PI_F; }
__device__ double cuda_asinpi(double x) { return asin(x) / PI_D; }
__device__ float cuda_acospif(float x) { return acosf(x) / PI_F; }
__device__ double cuda_acospi(double x) { return acos(x) / PI_D; }
__device__ float cuda_atanpif(float x) { return atanf(x) / PI_F; }
__device__ double cuda_atanpi(double x) { return atan(x) / PI_D; }
__device__ float cuda_atan2pif(float y, float x) { return atan2f(y, x) / PI_F; }
__device__ double cuda_atan2pi(double y, double x) { return atan2(y, x) / PI_D; }
__device__ float cuda_pownf(float x, int n) { return powf(x, (float)n); }
__device__ double cuda_pown(double x, int n) { return pow(x, (double)n); }
__device__ float cuda_rootnf(float x, int n) { return powf(x, 1.0f / (float)n); }
__device__ double cuda_rootn(double x, int n) { return pow(x, 1.0 / (double)n); }
template <typename T> __device__ T magnitude_pick(T x, T y, bool larger) {
  T ax = fabs(x), ay = fabs(y);
  if (ax != ay)
    return (ax > ay) == larger ? x : y;
  return larger ? fmax(x, y) : fmin(x, y);
}
__device__ float cuda_maxmagf(float x, float y) { return magnitude_pick(x, y, true); }
__device__ double cuda_maxmag(double x, double y) { return magnitude_pick(x, y, true); }
__device__ float cuda_minmagf(float x, float y) { return magnitude_pick(x, y, false); }
__device__ double cuda_minmag(double x, double y) { return magnitude_pick(x, y, false); }

// math_loop_kernels.cu includes this file with its own loop (MATH_FOR) and
// one more kernel parameter (MATH_TRIPS_PARAM).
#ifndef MATH_FOR
#define MATH_FOR _Pragma("unroll 8") for (int k = 0; k < 64; ++k)
#define MATH_TRIPS_PARAM
#endif
#define MATH_LOOP(T, setup, call)                                                                  \
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;                                        \
  T x = xs[i], y = ys[i], z = zs[i], hx = x * (T)(1.0 / 4096), hy = y * (T)(1.0 / 4096),           \
    hz = z * (T)(1.0 / 4096);                                                                      \
  setup T sum = 0;                                                                                 \
  MATH_FOR {                                                                                       \
    sum += call;                                                                                   \
    x += hx;                                                                                       \
    y += hy;                                                                                       \
    z += hz;                                                                                       \
  }                                                                                                \
  out[i] = sum;

#define MATH_KERNEL(name, T, S, setup, call)                                                       \
  extern "C" __global__ void math_##name##_##S(const T *xs, const T *ys, const T *zs,              \
                                               const int *ns, T *out MATH_TRIPS_PARAM) {           \
    MATH_LOOP(T, setup, call)                                                                      \
  }

#define MATH_KERNELS_U(name, f, d)                                                                 \
  MATH_KERNEL(name, float, f32, , f(x)) MATH_KERNEL(name, double, f64, , d(x))
#define MATH_KERNELS_B(name, f, d)                                                                 \
  MATH_KERNEL(name, float, f32, , f(x, y)) MATH_KERNEL(name, double, f64, , d(x, y))
#define MATH_KERNELS_T(name, f, d)                                                                 \
  MATH_KERNEL(name, float, f32, , f(x, y, z)) MATH_KERNEL(name, double, f64, , d(x, y, z))
#define MATH_KERNELS_N(name, f, d)                                                                 \
  MATH_KERNEL(name, float, f32, int n = ns[i];, f(x, n))                                           \
  MATH_KERNEL(name, double, f64, int n = ns[i];, d(x, n))

#define MATH(name, arity, dx, dy, dz, cuda_float, cuda_double)                                     \
  MATH_KERNELS_##arity(name, cuda_float, cuda_double)
#include "math_functions.def"

/* Each work-item evaluates every tested math builtin at its input x (in
 * (0, 1), where all of them are defined) and writes result k at out[k*n+i];
 * math_test.c lists the functions in the same order. */
#define EVALUATE(T, x, out, n, i)                                              \
  do {                                                                         \
    T results[] = {                                                            \
        __spirv_ocl_sin(x),   __spirv_ocl_cos(x),    __spirv_ocl_tan(x),       \
        __spirv_ocl_asin(x),  __spirv_ocl_acos(x),   __spirv_ocl_atan(x),      \
        __spirv_ocl_sinh(x),  __spirv_ocl_cosh(x),   __spirv_ocl_tanh(x),      \
        __spirv_ocl_asinh(x), __spirv_ocl_acosh(1 + x), __spirv_ocl_atanh(x),  \
        __spirv_ocl_exp(x),   __spirv_ocl_exp2(x),   __spirv_ocl_exp10(x),     \
        __spirv_ocl_expm1(x), __spirv_ocl_log(x),    __spirv_ocl_log2(x),      \
        __spirv_ocl_log10(x), __spirv_ocl_log1p(x),  __spirv_ocl_sqrt(x),      \
        __spirv_ocl_rsqrt(x), __spirv_ocl_cbrt(x),   __spirv_ocl_erf(x),       \
        __spirv_ocl_erfc(x),  __spirv_ocl_tgamma(x), __spirv_ocl_pow(x, 3 * x), \
        __spirv_ocl_atan2(x, 1 - x), __spirv_ocl_hypot(x, 1 - x),             \
        __spirv_ocl_fmod(10 * x, x + (T)0.25), __spirv_ocl_fma(x, x, -x),      \
        __spirv_ocl_floor(10 * x), __spirv_ocl_copysign(x, -x),                \
    };                                                                         \
    for (uint k = 0; k < sizeof results / sizeof results[0]; k++)             \
      out[k * n + i] = results[k];                                             \
  } while (0)

kernel void math_float(global const float *in, global float *out, uint n) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  if (i < n)
    EVALUATE(float, in[i], out, n, i);
}

kernel void math_double(global const double *in, global double *out, uint n) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  if (i < n)
    EVALUATE(double, in[i], out, n, i);
}

/* A vector builtin equals its scalar form on each component. */
kernel void sqrt_vectors(global const float *in, global float *out) {
  float3 v3 = __spirv_ocl_sqrt((float3)(in[0], in[1], in[2]));
  union {
    float16 v;
    float s[16];
  } v16 = {.v = __spirv_ocl_sqrt(*(global const float16 *)in)};
  out[0] = v3.s0, out[1] = v3.s1, out[2] = v3.s2;
  for (int k = 0; k < 16; k++)
    out[3 + k] = v16.s[k];
}

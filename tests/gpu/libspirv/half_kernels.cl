/* Kernels for half_test.c, written as a new user would: OpenCL C's half and
 * half4, compiled by sycl-nvptx as they are (it reads half as _Float16). */
#define ID __spirv_GlobalInvocationId_x()

/* One expression: contracted to fma.rn.f16 (or f16x2), which OpenCL allows. */
kernel void axpy(global half *y, global const half *x, global const half *a) {
  size_t i = ID;
  y[i] = a[0] * x[i] + y[i];
}

kernel void axpy4(global half4 *y, global const half4 *x, global const half *a) {
  size_t i = ID;
  y[i] = a[0] * x[i] + y[i];
}

/* Products rounded to half first, then summed left to right in half. */
kernel void dot4(global half *out, global const half4 *x, global const half4 *y) {
  size_t i = ID;
  half4 p = x[i] * y[i];
  out[i] = p.s0 + p.s1 + p.s2 + p.s3;
}

/* half data through float and back, with the conversion builtins. */
kernel void mean_of_halves(global half *out, global const half *x) {
  size_t i = ID;
  float sum = __spirv_ocl_vload_half(2 * i, x) + __spirv_ocl_vload_half(2 * i + 1, x);
  out[i] = __spirv_FConvert_Rhalf_rtz(sum * 0.5f);
}

/* Products, sums and differences that LLVM leaves unfused, float and double,
 * and libspirv's bfloat16 fma, which before sm_80 computes through double
 * with an exact product and TwoSum's error terms (clc_bf16.cl, built with
 * FP_CONTRACT OFF): those must stay rounded one by one. */
kernel void products_and_sums(global float *restrict f, global double *restrict d,
                              global const float *restrict fin, global const double *restrict din,
                              float a, double b) {
  size_t i = __spirv_GlobalInvocationId_x();
  float x = fin[i];
  double y = din[i];
  f[3 * i] = x * a;
  f[3 * i + 1] = x + a;
  f[3 * i + 2] = x - a;
  d[3 * i] = y * b;
  d[3 * i + 1] = y + b;
  d[3 * i + 2] = y - b;
}

kernel void bf16_fma(global ushort *restrict out, global const ushort *restrict in) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = __clc_fma(in[3 * i], in[3 * i + 1], in[3 * i + 2]);
}

/* Buffers read through `constant` pointer arguments, directly and through a
 * function that also reads a program-scope `constant` table. */
constant float bias[4] = {0.5f, 1.5f, 2.5f, 3.5f};

kernel void copy_constant(constant float *in, global float *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = in[i];
}

/* Kept out of line so the kernel passes its argument to a function. */
__attribute__((noinline)) static float read_at(constant float *p, size_t i) { return p[i]; }

kernel void through_callee(constant float *in, global float *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = read_at(in, i) + read_at(bias, i & 3);
}

/* A small kernel that reads its global id, which includes the global offset,
 * so it has a _with_offset twin: with offset o it covers elements o..o+n-1. */
kernel void scale(global const float *in, global float *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = in[i] * 2.0f + 1.0f;
}

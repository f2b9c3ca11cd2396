/* A small kernel that reads its global id, so it has a _with_offset twin. */
kernel void scale(global float *data) {
  size_t i = __spirv_GlobalInvocationId_x() - __spirv_GlobalOffset_x();
  data[i] = data[i] * 2.0f + 1.0f;
}

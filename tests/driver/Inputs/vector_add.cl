kernel void vector_add(global const float *a, global const float *b, global float *c) {
  size_t i = __spirv_GlobalInvocationId_x();
  c[i] = a[i] + b[i];
}

kernel void axpy(global float *y, global const float *x, float a) {
  size_t i = __spirv_GlobalInvocationId_x();
  y[i] = a * x[i] + y[i];
}

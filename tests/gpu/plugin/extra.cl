/* A second module, linked with kernels.cl's PTX by piProgramLink. */
kernel void scale(global float *data, float factor) {
  size_t i = __spirv_GlobalInvocationId_x();
  data[i] *= factor;
}

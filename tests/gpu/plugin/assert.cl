/* Fails its assert on a negative element (native mode: CUDA_ERROR_ASSERT). */
kernel void check_non_negative(global const int *data) {
  size_t i = __spirv_GlobalInvocationId_x();
  assert(data[i] >= 0);
}

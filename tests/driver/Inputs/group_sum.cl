kernel void group_sum(global int *p) {
  size_t i = __spirv_GlobalInvocationId_x();
  p[i] = __spirv_GroupIAdd(2u, 0u, p[i]);
}

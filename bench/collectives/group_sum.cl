/* The work-group sum of bench_group_sum through libspirv: one float per
 * work-item, __spirv_GroupFAdd over the work-group, work-item 0 writes the
 * group's sum. */
kernel void group_sum(global const float *in, global float *out) {
  size_t group = __spirv_WorkgroupId_x(), id = __spirv_LocalInvocationId_x();
  float sum = __spirv_GroupFAdd(2u, 0u, in[group * __spirv_WorkgroupSize_x() + id]);
  if (id == 0)
    out[group] = sum;
}

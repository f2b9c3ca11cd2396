/* The work-group sum of bench_group_sum through libspirv: one float per
 * work-item, __spirv_GroupFAdd over the work-group, work-item 0 writes the
 * group's sum. group_sum_256 is the same kernel with the work-group size
 * fixed at compile time, as cub::BlockReduce<float, 256> fixes it. */
#define GROUP_SUM(NAME)                                                        \
  kernel void NAME(global const float *in, global float *out) {                \
    size_t group = __spirv_WorkgroupId_x(), id = __spirv_LocalInvocationId_x(); \
    float sum = __spirv_GroupFAdd(2u, 0u, in[group * __spirv_WorkgroupSize_x() + id]); \
    if (id == 0)                                                               \
      out[group] = sum;                                                        \
  }

GROUP_SUM(group_sum)
__attribute__((reqd_work_group_size(256, 1, 1))) GROUP_SUM(group_sum_256)

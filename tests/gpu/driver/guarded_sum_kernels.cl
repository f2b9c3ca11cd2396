/* Work-group reductions whose result only work-item 0 stores, as reduction
 * kernels write them: the driver's sink-to-guarded-use pass computes the
 * straight line's tree (2 to 8 whole warps) under the `lid == 0` test, and
 * the general paths' last steps where they are used
 * (nvptx_passes/lib/SinkToGuardedUse.cpp). The work-group size is known
 * only at run time. */
#define FIRST_SUM(NAME, T, FN)                                                 \
  kernel void NAME(global const int *in, global T *sum) {                      \
    size_t i = __spirv_GlobalInvocationId_x();                                 \
    T s = FN(2u, 0u, (T)in[i]);                                                \
    if (__spirv_LocalInvocationId_x() == 0)                                    \
      sum[__spirv_WorkgroupId_x()] = s;                                        \
  }
FIRST_SUM(first_fsum, float, __spirv_GroupFAdd)
FIRST_SUM(first_isum, int, __spirv_GroupIAdd)

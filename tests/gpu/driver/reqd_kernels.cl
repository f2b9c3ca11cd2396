/* Kernels with a required work-group size, which the driver turns into
 * .reqntid and constant block sizes (tools/sycl-nvptx/work_group_size.c):
 * work-group reductions over 256 work-items (full warps) and 1000 (a short
 * last warp, more than 8 sub-groups), and the sizes and ids of a 4x4x4
 * work-group. Every work-item writes what it got. */
#define REDUCTIONS(SIZE)                                                       \
  __attribute__((reqd_work_group_size(SIZE, 1, 1)))                            \
  kernel void reduce##SIZE(global const int *in, global float *fsum,           \
                           global int *isum, global double *dmax) {            \
    size_t i = __spirv_GlobalInvocationId_x();                                 \
    fsum[i] = __spirv_GroupFAdd(2u, 0u, (float)in[i]);                         \
    isum[i] = __spirv_GroupIAdd(2u, 0u, in[i]);                                \
    dmax[i] = __spirv_GroupFMax(2u, 0u, (double)in[i] * 0.5);                  \
  }
REDUCTIONS(256)
REDUCTIONS(1000)

/* Per work-item: the work-group size, the local id and the sum of the
 * local linear ids over the work-group. */
__attribute__((reqd_work_group_size(4, 4, 4)))
kernel void shape4x4x4(global uint *out) {
  size_t x = __spirv_GlobalInvocationId_x(), y = __spirv_GlobalInvocationId_y(),
         z = __spirv_GlobalInvocationId_z();
  size_t i = x + __spirv_GlobalSize_x() * (y + __spirv_GlobalSize_y() * z);
  uint lx = __spirv_LocalInvocationId_x(), ly = __spirv_LocalInvocationId_y(),
       lz = __spirv_LocalInvocationId_z();
  global uint *o = out + 7 * i;
  o[0] = __spirv_WorkgroupSize_x();
  o[1] = __spirv_WorkgroupSize_y();
  o[2] = __spirv_WorkgroupSize_z();
  o[3] = lx;
  o[4] = ly;
  o[5] = lz;
  o[6] = __spirv_GroupIAdd(2u, 0u, lx + 4 * (ly + 4 * lz));
}

/* No required size. */
kernel void any_size(global uint *out) { out[__spirv_GlobalInvocationId_x()] = 1; }

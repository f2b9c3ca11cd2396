// A work-group sum used only by work-item 0, as a reduction kernel writes
// it: the straight line for 2 to 8 whole warps loads the sub-groups'
// partials, passes the second barrier, and only then tests the work-item,
// so that the tree over the partials runs in work-item 0 alone and ptxas
// cannot schedule it above the barrier (sink-to-guarded-use; GroupFAdd
// 0.969 -> 1.015 of cub's BlockReduce on an H100).
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 --global-offset=off %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry group_sum(
// CHECK: ld.shared.v4.f32 {{.*}}[group_scratch];
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[group_scratch+16];
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: setp.eq.s32 [[FIRST:%p[0-9]+]], %r{{[0-9]+}}, 0;
// CHECK-NEXT: @[[FIRST]] bra
kernel void group_sum(global const float *in, global float *out) {
  size_t group = __spirv_WorkgroupId_x(), id = __spirv_LocalInvocationId_x();
  float sum = __spirv_GroupFAdd(2u, 0u, in[group * __spirv_WorkgroupSize_x() + id]);
  if (id == 0)
    out[group] = sum;
}

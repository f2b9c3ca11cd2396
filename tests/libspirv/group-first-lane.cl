// GroupNonUniformElect, BroadcastFirst and AllEqual: the lane with no active
// lane below it, the value of the lowest lane of the active mask shuffled to
// the others, a vote over the comparison with it. At work-group scope local
// id 0 is elected and broadcast through group_scratch, and bar.red.and
// gathers the comparison.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

#define SUBGROUP spirv_scope_subgroup
#define WORKGROUP spirv_scope_workgroup

// CHECK-LABEL: .entry elect(
// CHECK-DAG: activemask.b32
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %lanemask_lt;
// CHECK: and.b32
// CHECK-NOT: shfl
kernel void elect(global int *out) {
  if (__spirv_GroupNonUniformElect(SUBGROUP))
    out[0] = 1;
}

// CHECK-LABEL: .entry broadcast_first_long(
// CHECK: activemask.b32
// CHECK: shfl.sync.idx.b32
// CHECK: shfl.sync.idx.b32
kernel void broadcast_first_long(global long *p) {
  p[__spirv_SubgroupLocalInvocationId()] =
      __spirv_GroupNonUniformBroadcastFirst(SUBGROUP, p[__spirv_SubgroupLocalInvocationId()]);
}

// Floats compare ordered-and-equal (setp.eq, false for NaN).
// CHECK-LABEL: .entry all_equal_float(
// CHECK: activemask.b32 [[MASK:%r[0-9]+]];
// CHECK: shfl.sync.idx.b32 {{.*}}, [[MASK]];
// CHECK: setp.eq.f32
// CHECK: vote.sync.all.pred {{.*}}, [[MASK]];
kernel void all_equal_float(global float *p, global int *out) {
  out[__spirv_SubgroupLocalInvocationId()] =
      __spirv_GroupNonUniformAllEqual(SUBGROUP, p[__spirv_SubgroupLocalInvocationId()]);
}

// CHECK-LABEL: .entry all_equal_half_workgroup(
// CHECK: st.shared.b16
// CHECK: bar.sync 0;
// CHECK: ld.shared.b16
// CHECK: setp.eq.f16
// CHECK: bar.red.and.pred
kernel void all_equal_half_workgroup(global _Float16 *p, global int *out) {
  out[__spirv_LocalInvocationId_x()] =
      __spirv_GroupNonUniformAllEqual(WORKGROUP, p[__spirv_LocalInvocationId_x()]);
}

// SYCL's names: bool Elect(__spv::Scope::Flag), template <typename T> T
// BroadcastFirst(__spv::Scope::Flag, T) and bool AllEqual(same).
bool _Z28__spirv_GroupNonUniformElectN5__spv5Scope4FlagE(uint);
uchar _Z37__spirv_GroupNonUniformBroadcastFirstIhET_N5__spv5Scope4FlagES0_(uint, uchar);
bool _Z31__spirv_GroupNonUniformAllEqualIdEbN5__spv5Scope4FlagET_(uint, double);
// CHECK-LABEL: .entry sycl_names(
// CHECK: activemask.b32
// CHECK: shfl.sync.idx.b32
// CHECK: setp.eq.f64
// CHECK: vote.sync.all.pred
kernel void sycl_names(global uchar *c, global double *d, global int *out) {
  uint lane = __spirv_SubgroupLocalInvocationId();
  out[lane] = _Z28__spirv_GroupNonUniformElectN5__spv5Scope4FlagE(SUBGROUP) +
              _Z37__spirv_GroupNonUniformBroadcastFirstIhET_N5__spv5Scope4FlagES0_(SUBGROUP, c[lane]) +
              _Z31__spirv_GroupNonUniformAllEqualIdEbN5__spv5Scope4FlagET_(SUBGROUP, d[lane]);
}

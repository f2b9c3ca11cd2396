// GroupNonUniformShuffle follows its scope: a sub-group shuffle is one
// shfl.sync over the active lanes; a work-group one passes the values
// through group_scratch in rounds of as many as fit (128 floats, 64
// doubles), each write and each read followed by a barrier.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

float _Z30__spirv_GroupNonUniformShuffleIfjET_N5__spv5Scope4FlagES0_T0_(uint, float, uint);
double _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(uint, double, uint);

// CHECK-LABEL: .entry subgroup_float(
// CHECK-NOT: bar.sync
// CHECK: activemask.b32 [[MASK:%r[0-9]+]];
// CHECK: shfl.sync.idx.b32 {{.*}}, 31, [[MASK]];
// CHECK-NOT: bar.sync
// CHECK: ret;
kernel void subgroup_float(global float *p) {
  uint i = __spirv_LocalInvocationId_x();
  p[i] = _Z30__spirv_GroupNonUniformShuffleIfjET_N5__spv5Scope4FlagES0_T0_(
      spirv_scope_subgroup, p[i], i ^ 1);
}

// CHECK-LABEL: .entry workgroup_double(
// CHECK: mov.u64 {{%rd[0-9]+}}, group_scratch;
// CHECK: bra.uni [[ROUND:\$L__BB[0-9_]+]];
// CHECK-NEXT: [[NEXT:\$L__BB[0-9_]+]]:
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 64;
// CHECK: [[ROUND]]:
// CHECK: st.shared.u64
// CHECK: bar.sync 0;
// CHECK: ld.shared.u64
// CHECK: bra.uni [[NEXT]];
kernel void workgroup_double(global double *p) {
  uint i = __spirv_LocalInvocationId_x();
  p[i] = _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(
      spirv_scope_workgroup, p[i], i ^ 33);
}

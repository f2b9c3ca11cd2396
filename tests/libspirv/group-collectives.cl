// Work-group collectives: each sub-group reduces with shuffles (redux.sync
// for 32-bit integers on sm_80+, picked when the kernel is compiled), writes
// one partial to group_scratch, and one bar.sync pair surrounds the
// exchange: partials, barrier, the first sub-group combines them, barrier,
// everyone reads the result. Float steps are add.rn (never fused).
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm90.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm90.ptx -o %t.sm90.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.sm75.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM75 < %t.sm75.ptx
// RUN: %ptxas -arch=sm_75 %t.sm75.ptx -o %t.sm75.cubin

static size_t item(void) {
  return __spirv_WorkgroupId_x() * __spirv_WorkgroupSize_x() + __spirv_LocalInvocationId_x();
}

// CHECK: .shared .align 16 .b8 group_scratch[512];

// CHECK-LABEL: .entry group_float_sum(
// CHECK-NOT: bar.sync
// CHECK: shfl.sync.idx.b32
// CHECK: add.rn.f32
// CHECK-NOT: bar.sync
// CHECK: st.shared.f32
// CHECK-NEXT: $L
// CHECK-NEXT: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ld.shared.f32
// CHECK-NOT: bar.sync
// CHECK: st.shared.f32 [group_scratch+256]
// CHECK-NEXT: $L
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: ld.shared.f32 {{.*}}[group_scratch+256];
// CHECK-NOT: bar.sync
// CHECK: ret;
kernel void group_float_sum(global float *p) { p[item()] = __spirv_GroupFAdd(2u, 0u, p[item()]); }

// CHECK-LABEL: .entry group_int_sum(
// SM90: redux.sync.add.s32
// SM75-NOT: redux
// SM75: shfl.sync.idx.b32
// CHECK: bar.sync 0;
// SM90: redux.sync.add.s32
// SM75-NOT: redux
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
kernel void group_int_sum(global int *p) { p[item()] = __spirv_GroupIAdd(2u, 0u, p[item()]); }

// A sub-group collective touches no shared memory and no barrier.
// CHECK-LABEL: .entry subgroup_int_max(
// CHECK-NOT: bar.sync
// CHECK-NOT: .shared
// SM90: redux.sync.max.s32
// SM75: shfl.sync.idx.b32
// SM75: max.s32
// CHECK-NOT: bar.sync
// CHECK: ret;
kernel void subgroup_int_max(global int *p) { p[item()] = __spirv_GroupSMax(3u, 0u, p[item()]); }

// A work-group vote is the barrier reduction itself.
// CHECK-LABEL: .entry group_all(
// CHECK-NOT: shared
// CHECK: bar.red.and.pred
// CHECK-NOT: bar.sync
// CHECK: ret;
kernel void group_all(global int *p) { p[item()] = __spirv_GroupAll(2u, p[item()] > 0); }

// A 64-bit scan: two 32-bit shuffles a step, the same barrier pair.
// CHECK-LABEL: .entry group_double_scan(
// CHECK: shfl.sync.idx.b32
// CHECK: shfl.sync.idx.b32
// CHECK: add.rn.f64
// CHECK: st.shared.f64
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
kernel void group_double_scan(global double *p) {
  p[item()] = __spirv_GroupFAdd(2u, 1u, p[item()]);
}

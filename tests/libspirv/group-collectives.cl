// Work-group collectives: each sub-group reduces with shuffles (butterflies
// when its 32 lanes are full; redux.sync for 32-bit integers on sm_80+,
// picked when the kernel is compiled) and writes one partial to
// group_scratch, packed by type, then a barrier. A reduction then reads the
// partials in every sub-group, two 16-byte loads for eight floats, and
// combines them in registers after a second barrier (which keeps the next
// collective from overwriting partials still to be read); scans and the
// reduction of more than 8 sub-groups with a short last one keep the first
// sub-group combining them into a result slot that everyone reads after the
// second barrier. A reduction of values of at most 4 bytes over 2 to 8
// whole warps comes first, as one straight line with the tree in selects.
// Float steps are add.rn (never fused).
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

// 2 to 8 whole warps: five butterflies, lane 0's partial, the barrier, two
// vector loads, the barrier, and the tree of 7 adds, a select of the warps
// present after each but the first: no branch before the return.
// CHECK-LABEL: .entry group_float_sum(
// CHECK-NOT: bar.sync
// CHECK: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NOT: bar.sync
// CHECK: st.shared.f32
// CHECK-NEXT: $L
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[group_scratch];
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[group_scratch+16];
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: add.rn.f32
// CHECK-NOT: bra
// CHECK-COUNT-6: selp.f32
// CHECK-NOT: bra
// CHECK: ret;
// Any other size. A full warp: five butterflies, every lane holding the
// warp's sum; the partial at 4 bytes a sub-group; up to 8 sub-groups: two
// vector loads, the barrier, the tree of 7 adds.
// CHECK-NOT: bar.sync
// CHECK: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK: add.rn.f32
// CHECK: shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK: add.rn.f32
// CHECK-NOT: bar.sync
// CHECK: mul.wide.u32 [[OFFSET:%rd[0-9]+]], {{%r[0-9]+}}, 4;
// CHECK: st.shared.f32
// CHECK-NEXT: $L
// CHECK-NEXT: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ld.shared.v4.f32 {{.*}}[group_scratch];
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[group_scratch+16];
// CHECK-NEXT: bar.sync 0;
// CHECK-COUNT-7: add.rn.f32
// CHECK-NOT: bar.sync
// More than 8 sub-groups, all full: each lane combines one chunk of 8
// partials, then butterflies between lanes combine the chunks.
// CHECK: ld.shared.v4.f32 {{.*}}[[[CHUNK:%rd[0-9]+]]];
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[[[CHUNK]]+16];
// CHECK-NEXT: bar.sync 0;
// More than 8 sub-groups with a short one: the first combines them.
// CHECK: st.shared.f32 [group_scratch+256]
// CHECK-NEXT: $L
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: ld.shared.f32 {{.*}}[group_scratch+256];
// CHECK: shfl.sync.bfly.b32 {{.*}}, %r{{[0-9]+}}, 31, -1;
// CHECK-NOT: bar.sync
kernel void group_float_sum(global float *p) { p[item()] = __spirv_GroupFAdd(2u, 0u, p[item()]); }

// CHECK-LABEL: .entry group_int_sum(
// SM90: redux.sync.add.s32
// SM75-NOT: redux
// SM75: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ld.shared.v4.u32 {{.*}}[group_scratch];
// CHECK-NEXT: ld.shared.v4.u32 {{.*}}[group_scratch+16];
// CHECK-NEXT: bar.sync 0;
// CHECK: add.s32
// SM90: redux.sync.add.s32
// SM75-NOT: redux
// CHECK: bar.sync 0;
kernel void group_int_sum(global int *p) { p[item()] = __spirv_GroupIAdd(2u, 0u, p[item()]); }

// 8-byte values (no straight-line path: its registers cost a double16
// reduction a work-group of 1024): two shuffles a step, partials at 8 bytes
// a sub-group, and four of them (two 16-byte loads) combined by a lane, in a
// tree of 3.
// CHECK-LABEL: .entry group_double_max(
// CHECK: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-NOT: max.f64
// CHECK: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK: max.f64
// CHECK: mul.wide.u32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 8;
// CHECK: st.shared.f64
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ld.shared.v2.f64 {{.*}}[group_scratch];
// CHECK-NEXT: ld.shared.v2.f64 {{.*}}[group_scratch+16];
// CHECK-NEXT: bar.sync 0;
// CHECK-COUNT-3: max.f64
// CHECK: ret;
kernel void group_double_max(global double *p) { p[item()] = __spirv_GroupFMax(2u, 0u, p[item()]); }

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

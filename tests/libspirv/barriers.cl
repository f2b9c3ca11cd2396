// Control and memory barriers for each scope and semantics that changes the
// PTX (libspirv/docs/barriers.md has the table): bar.sync 0 alone orders memory
// among the work-group, bar.warp.sync among the sub-group; a fence is added
// only where the memory scope reaches further, before the barrier for
// release, after it for acquire; relaxed fences are nothing. Both spellings
// (unsigned and int arguments) are defined.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm_90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin
// RUN: %llvm-dis %libspirv-l64 -o - | FileCheck %s --check-prefix=NAMES
// NAMES-DAG: define {{.*}} @_Z22__spirv_ControlBarrierjjj(
// NAMES-DAG: define {{.*}} @_Z22__spirv_ControlBarrieriii(
// NAMES-DAG: define {{.*}} @_Z21__spirv_MemoryBarrierjj(
// NAMES-DAG: define {{.*}} @_Z21__spirv_MemoryBarrierii(

#define WG spirv_scope_workgroup
#define SG spirv_scope_subgroup

// Work-group memory at work-group scope, sequentially consistent (OpenCL's
// barrier(CLK_LOCAL_MEM_FENCE)) or acquire-release over local and global
// memory (SYCL's group_barrier): the barrier alone.
// CHECK-LABEL: .entry workgroup_barrier(
// CHECK-NOT: fence
// CHECK: bar.sync 0;
// CHECK-NOT: fence
// CHECK: bar.sync 0;
// CHECK-NOT: fence
// CHECK: ret;
kernel void workgroup_barrier(local int *tmp, global int *out) {
  uint i = __spirv_LocalInvocationId_x();
  tmp[i] = 1;
  __spirv_ControlBarrier(2u, 2u, 0x110u);
  tmp[i + 1] += 2;
  __spirv_ControlBarrier(WG, WG, 0x308);
  *out = tmp[0];
}

// No semantics: only the execution barrier.
// CHECK-LABEL: .entry execution_only(
// CHECK-NOT: fence
// CHECK: bar.sync 0;
// CHECK-NOT: fence
// CHECK: ret;
kernel void execution_only(global int *out) {
  out[0] = 1;
  __spirv_ControlBarrier(WG, WG, 0);
  out[1] = 2;
}

// Device scope over global memory: gpu-scope fences around the barrier.
// CHECK-LABEL: .entry device_scope_barrier(
// CHECK: fence.acq_rel.gpu;
// CHECK: bar.sync 0;
// CHECK: fence.acq_rel.gpu;
kernel void device_scope_barrier(global int *out) {
  out[0] = 1;
  __spirv_ControlBarrier(WG, spirv_scope_device, 0x208);
  out[1] = out[2];
}

// Device scope, but only local memory is ordered: no fence.
// CHECK-LABEL: .entry device_scope_local_memory(
// CHECK-NOT: fence
// CHECK: bar.sync 0;
// CHECK-NOT: fence
// CHECK: ret;
kernel void device_scope_local_memory(local int *tmp, global int *out) {
  tmp[0] = 1;
  __spirv_ControlBarrier(WG, spirv_scope_device, 0x108);
  *out = tmp[1];
}

// Cross-device, sequentially consistent: fence.sc.sys on both sides.
// CHECK-LABEL: .entry system_scope_barrier(
// CHECK: fence.sc.sys;
// CHECK: bar.sync 0;
// CHECK: fence.sc.sys;
kernel void system_scope_barrier(global int *out) {
  out[0] = 1;
  __spirv_ControlBarrier(WG, spirv_scope_cross_device, 0x210);
  out[1] = out[2];
}

// Release only fences before the barrier, acquire only after it.
// CHECK-LABEL: .entry release_then_acquire(
// CHECK: fence.acq_rel.gpu;
// CHECK: bar.sync 0;
// CHECK-NOT: fence
// CHECK: bar.sync 0;
// CHECK: fence.acq_rel.gpu;
// CHECK-NOT: fence
// CHECK: ret;
kernel void release_then_acquire(global int *out) {
  out[0] = 1;
  __spirv_ControlBarrier(WG, spirv_scope_device, 0x204);
  out[1] = out[2];
  __spirv_ControlBarrier(WG, spirv_scope_device, 0x202);
  out[3] = out[4];
}

// A sub-group barrier waits for the sub-group's lanes (all 32 but in a short
// last warp), not for whichever lanes happen to be converged.
// CHECK-LABEL: .entry subgroup_barrier(
// CHECK: %ntid.x
// CHECK-NOT: fence
// CHECK: bar.warp.sync %r{{[0-9]+}};
// CHECK-NOT: fence
// CHECK: ret;
kernel void subgroup_barrier(local int *tmp, global int *out) {
  tmp[__spirv_LocalInvocationId_x()] = 1;
  __spirv_ControlBarrier(SG, SG, 0x88);
  *out = tmp[__spirv_LocalInvocationId_x() ^ 1];
}

// A sub-group barrier that orders work-group memory needs CTA fences.
// CHECK-LABEL: .entry subgroup_barrier_workgroup_memory(
// CHECK: fence.acq_rel.cta;
// CHECK: bar.warp.sync
// CHECK: fence.acq_rel.cta;
kernel void subgroup_barrier_workgroup_memory(local int *tmp, global int *out) {
  tmp[__spirv_LocalInvocationId_x()] = 1;
  __spirv_ControlBarrier(SG, WG, 0x108);
  *out = tmp[__spirv_LocalInvocationId_x() ^ 33];
}

// Invocation scope execution: no barrier, the fence alone.
// CHECK-LABEL: .entry invocation_barrier(
// CHECK-NOT: bar.
// CHECK: fence.acq_rel.gpu;
// CHECK-NOT: bar.
// CHECK: ret;
kernel void invocation_barrier(global int *out) {
  out[0] = 1;
  __spirv_ControlBarrier(spirv_scope_invocation, spirv_scope_device, 0x204);
  out[1] = 2;
}

// Memory barriers: a fence at the memory scope (CTA for work-group and
// sub-group), fence.sc for sequential consistency; nothing when relaxed or
// at invocation scope; CTA when only local memory is ordered.
// CHECK-LABEL: .entry memory_barriers(
// CHECK: fence.sc.sys;
// CHECK: fence.acq_rel.gpu;
// CHECK: fence.acq_rel.cta;
// CHECK: fence.acq_rel.cta;
// CHECK: fence.acq_rel.cta;
// CHECK-NOT: fence
// CHECK: ret;
kernel void memory_barriers(global int *out) {
  out[0] = 1;
  __spirv_MemoryBarrier(spirv_scope_cross_device, 0x210);
  out[1] = 2;
  __spirv_MemoryBarrier(1u, 0x208u);
  out[2] = 3;
  __spirv_MemoryBarrier(WG, 0x108);
  out[3] = 4;
  __spirv_MemoryBarrier(SG, 0x88);
  out[4] = 5;
  __spirv_MemoryBarrier(spirv_scope_device, 0x102);
  out[5] = 6;
  __spirv_MemoryBarrier(spirv_scope_device, 0x200);
  out[6] = 7;
  __spirv_MemoryBarrier(spirv_scope_invocation, 0x210);
  out[7] = 8;
}

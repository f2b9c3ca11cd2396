// Work-group barriers are bar.sync 0, sub-group barriers bar.warp.sync with a
// full mask; memory barriers pick membar by scope.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry workgroup_barrier(
// CHECK: bar.sync 0;
kernel void workgroup_barrier(local int *tmp, global int *out) {
  tmp[__spirv_LocalInvocationId_x()] = 1;
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  *out = tmp[0];
}

// CHECK-LABEL: .entry subgroup_barrier(
// CHECK: bar.warp.sync -1;
kernel void subgroup_barrier(global int *out) {
  __spirv_ControlBarrier(spirv_scope_subgroup, spirv_scope_subgroup, 0x110);
  *out = 1;
}

// CHECK-LABEL: .entry memory_barriers(
// CHECK: membar.sys;
// CHECK: membar.gl;
// CHECK: membar.cta;
kernel void memory_barriers(global int *out) {
  out[0] = 1;
  __spirv_MemoryBarrier(spirv_scope_cross_device, 0x200);
  out[1] = 2;
  __spirv_MemoryBarrier(spirv_scope_device, 0x200);
  out[2] = 3;
  __spirv_MemoryBarrier(spirv_scope_workgroup, 0x100);
  out[3] = 4;
}

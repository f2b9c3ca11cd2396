// Group async copies: the group strides over 16-, 8-, 4-, 2- or 1-byte units
// (the widest the addresses and sizes allow), in one library function per
// direction that the entry points call. sm_80+ copies global to local
// through cp.async (cg for 16 bytes, ca for 8 and 4) and GroupWaitEvents
// waits with cp.async.wait_all before the barrier; sm_75 and local-to-global
// copies are plain loads and stores. Prefetch is prefetch.global.L2 per
// 128-byte line.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm_90.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t.sm_90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.sm_75.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM75 < %t.sm_75.ptx
// RUN: %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.sm_75.cubin

// CHECK-LABEL: .entry global_to_local(
// CHECK: call.uni
// CHECK-NEXT: copy_to_local
// SM90: cp.async.wait_all;
// SM90-NEXT: bar.sync 0;
// SM75-NOT: cp.async
// SM75: bar.sync 0;
kernel void global_to_local(global const float4 *in, global float4 *out, local float4 *tmp,
                            ulong stride) {
  event_t e = __spirv_GroupAsyncCopy(2u, tmp, in, 64, stride, (event_t)0);
  __spirv_GroupWaitEvents(2u, 1, &e);
  out[__spirv_LocalInvocationId_x()] = tmp[63 - __spirv_LocalInvocationId_x()];
}

// CHECK-LABEL: .entry local_to_global(
// CHECK: call.uni
// CHECK-NEXT: copy_to_global
// CHECK: bar.sync 0;
kernel void local_to_global(global uchar *out, local uchar *tmp, ulong stride) {
  tmp[__spirv_LocalInvocationId_x()] = 7;
  __spirv_ControlBarrier(2, 2, 0x108);
  event_t e = __spirv_GroupAsyncCopy(2u, out, tmp, 256, stride, (event_t)0);
  __spirv_GroupWaitEvents(2u, 1, &e);
}

// Sub-group scope: the wait is a sub-group barrier.
// CHECK-LABEL: .entry subgroup_copy(
// CHECK: copy_to_local
// SM90: cp.async.wait_all;
// CHECK-NOT: bar.sync
// CHECK: bar.warp.sync
kernel void subgroup_copy(global const int *in, global int *out, local int *tmp) {
  event_t e = __spirv_GroupAsyncCopy(3u, tmp, in, 32, 1, (event_t)0);
  __spirv_GroupWaitEvents(3u, 1, &e);
  out[__spirv_LocalInvocationId_x()] = tmp[31 - __spirv_SubgroupLocalInvocationId()];
}

// CHECK-LABEL: .entry prefetch_lines(
// CHECK: and.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -128;
// CHECK: prefetch.global.L2 [%rd{{[0-9]+}}];
// CHECK: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 128;
kernel void prefetch_lines(global const double *in, global double *out) {
  __spirv_ocl_prefetch(in, 1000);
  *out = *in;
}

// The library's copy helpers, in the order the linker brought them in.
// CHECK-LABEL: .func copy_to_global(
// CHECK-NOT: cp.async
// CHECK-DAG: st.global.v4.u32
// CHECK-DAG: st.global.v2.u32
// CHECK-DAG: st.global.u32
// CHECK-DAG: st.global.u16
// CHECK-DAG: st.global.u8

// CHECK-LABEL: .func copy_to_local(
// SM90-DAG: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
// SM90-DAG: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8;
// SM90-DAG: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
// SM75-NOT: cp.async
// SM75-DAG: st.shared.v4.u32
// SM75-DAG: st.shared.v2.u32
// SM75-DAG: st.shared.u32
// CHECK-DAG: st.shared.u16
// CHECK-DAG: st.shared.u8

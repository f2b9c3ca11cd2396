// Each work-item builtin reads its PTX special register, inlined into the
// kernel, and the PTX passes ptxas.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

#define READ(kernel_name, builtin) \
  kernel void kernel_name(global ulong *out) { *out = builtin(); }

// CHECK-LABEL: .entry local_id_x(
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
READ(local_id_x, __spirv_LocalInvocationId_x)
// CHECK-LABEL: .entry local_id_y(
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.y;
READ(local_id_y, __spirv_LocalInvocationId_y)
// CHECK-LABEL: .entry local_id_z(
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.z;
READ(local_id_z, __spirv_LocalInvocationId_z)
// CHECK-LABEL: .entry group_size_x(
// CHECK: mov.u32 %r{{[0-9]+}}, %ntid.x;
READ(group_size_x, __spirv_WorkgroupSize_x)
// CHECK-LABEL: .entry group_size_z(
// CHECK: mov.u32 %r{{[0-9]+}}, %ntid.z;
READ(group_size_z, __spirv_WorkgroupSize_z)
// CHECK-LABEL: .entry group_id_y(
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.y;
READ(group_id_y, __spirv_WorkgroupId_y)
// CHECK-LABEL: .entry num_groups_x(
// CHECK: mov.u32 %r{{[0-9]+}}, %nctaid.x;
READ(num_groups_x, __spirv_NumWorkgroups_x)
// CHECK-LABEL: .entry enqueued_size_y(
// CHECK: mov.u32 %r{{[0-9]+}}, %ntid.y;
READ(enqueued_size_y, __spirv_EnqueuedWorkgroupSize_y)

// Global id = group id * group size + local id (+ offset, zero here).
// CHECK-LABEL: .entry global_id_x(
// CHECK: %ctaid.x;
// CHECK: %ntid.x;
// CHECK: mul.wide.u32
// CHECK: %tid.x;
// CHECK: add.s64
// CHECK-NOT: ld.param.u32
// CHECK: ret;
READ(global_id_x, __spirv_GlobalInvocationId_x)
// CHECK-LABEL: .entry global_size_z(
// CHECK-DAG: %nctaid.z;
// CHECK-DAG: %ntid.z;
// CHECK: mul.lo.s32
READ(global_size_z, __spirv_GlobalSize_z)

// The plain kernel reads a zero offset: a constant store.
// CHECK-LABEL: .entry global_offset_y(
// CHECK: mov.u64 %rd[[ZERO:[0-9]+]], 0;
// CHECK: st.global.u64 [%rd{{[0-9]+}}], %rd[[ZERO]];
READ(global_offset_y, __spirv_GlobalOffset_y)
// and its twin reads the offset parameter.
// CHECK-LABEL: .entry global_offset_y_with_offset(
// CHECK: .param .align 4 .b8 global_offset_y_with_offset_param_1[12]
// CHECK: ld.param.u32 %rd{{[0-9]+}}, [global_offset_y_with_offset_param_1+4];

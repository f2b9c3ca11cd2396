// The 2025 headers' work-item functions, __spirv_BuiltIn<Name>(dim): a
// constant dimension reads that dimension's registers; a dimension known
// only at run time picks among them, 1 for a size outside 0..2; the global
// offset still reaches the global-offset pass, which gives the kernel a
// _with_offset twin reading it from its parameter.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry global_id_y(
// CHECK-DAG: %ctaid.y;
// CHECK-DAG: %ntid.y;
// CHECK-DAG: %tid.y;
// CHECK-NOT: ld.param.u32
// CHECK: ret;
// CHECK-LABEL: .entry global_id_y_with_offset(
// CHECK: ld.param.u32 {{%rd[0-9]+}}, [global_id_y_with_offset_param_1+4];
kernel void global_id_y(global ulong *out) { *out = __spirv_BuiltInGlobalInvocationId(1); }

// CHECK-LABEL: .entry offset_z(
// CHECK: mov.u64 [[ZERO:%rd[0-9]+]], 0;
// CHECK: st.global.u64 [{{%rd[0-9]+}}], [[ZERO]];
// CHECK-LABEL: .entry offset_z_with_offset(
// CHECK: ld.param.u32 [[Z:%rd[0-9]+]], [offset_z_with_offset_param_1+8];
// CHECK: st.global.u64 [{{%rd[0-9]+}}], [[Z]];
kernel void offset_z(global ulong *out) { *out = __spirv_BuiltInGlobalOffset(2); }

// CHECK-LABEL: .entry global_size_any(
// CHECK-DAG: %nctaid.x;
// CHECK-DAG: %nctaid.y;
// CHECK-DAG: %nctaid.z;
// CHECK-DAG: mov.u64 {{%rd[0-9]+}}, 1;
kernel void global_size_any(global ulong *out, int dim) { *out = __spirv_BuiltInGlobalSize(dim); }

// The linear id needs no offset: no twin.
// CHECK-LABEL: .entry global_linear_id(
// CHECK-NOT: global_linear_id_with_offset
// CHECK-LABEL: .entry workgroup_size_x(
// CHECK: %ntid.x;
kernel void global_linear_id(global ulong *out) { *out = __spirv_BuiltInGlobalLinearId(); }
kernel void workgroup_size_x(global ulong *out) { *out = __spirv_BuiltInWorkgroupSize(0); }

// CHECK-LABEL: .entry subgroup_local_id(
// CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 31;
kernel void subgroup_local_id(global uint *out) {
  *out = __spirv_BuiltInSubgroupLocalInvocationId();
}

// Sub-groups are warps of 32 along the linear local id.
// RUN: %sycl-nvptx %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: define {{.*}} @max_size(
// CHECK: store i32 32,
kernel void max_size(global uint *out) { *out = __spirv_SubgroupMaxSize(); }

// CHECK-LABEL: define {{.*}} @lane(
// CHECK-DAG: @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-DAG: @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK-DAG: @llvm.nvvm.read.ptx.sreg.tid.z()
// CHECK: and i32 %{{.*}}, 31
kernel void lane(global uint *out) { *out = __spirv_SubgroupLocalInvocationId(); }

// CHECK-LABEL: define {{.*}} @subgroup_id(
// CHECK: lshr i32 %{{.*}}, 5
kernel void subgroup_id(global uint *out) { *out = __spirv_SubgroupId(); }

// CHECK-LABEL: define {{.*}} @count(
// CHECK: add {{.*}}i32 %{{.*}}, 31
// CHECK: lshr i32 %{{.*}}, 5
kernel void count(global uint *out) { *out = __spirv_NumSubgroups(); }

// A short last warp: size % 32 when this is the last sub-group.
// CHECK-LABEL: define {{.*}} @size(
// CHECK: and i32 %{{.*}}, 31
// CHECK: select
kernel void size(global uint *out) { *out = __spirv_SubgroupSize(); }

// A kernel's required work-group size (OpenCL's reqd_work_group_size, SYCL's
// [[sycl::reqd_work_group_size]]) becomes .reqntid, so CUDA launches it with
// that shape only; after optimisation its %ntid reads are that size and the
// %tid of a dimension of 1 is 0. A work-group reduction over 256 work-items
// then keeps only the full-warp path: five butterflies, the partial, a
// barrier, two vector loads, a barrier, the tree. The global-offset twin
// keeps the size; kernels without one, sizes CUDA cannot launch and -O0 are
// left as they are. Each size is also recorded, x first, in a constant the
// plugin reads back for the compile-work-group-size query.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx -O0 --cuda-gpu-arch=sm_90 %s -o %t.O0.ptx
// RUN: FileCheck %s --check-prefix=O0 < %t.O0.ptx
// RUN: %sycl-nvptx -v --cuda-gpu-arch=sm_90 %s -o %t.v.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE

// VERBOSE: sycl-nvptx: optimize: default<O2>
// VERBOSE-NEXT: sycl-nvptx: work-group size: function(instcombine<no-verify-fixpoint>,simplifycfg,instcombine<no-verify-fixpoint>)

// CHECK: .global .align 4 .b8 __sycl_nvptx_reqd_work_group_size_group_sum[12] = {0, 1, 0, 0, 1, 0, 0, 0, 1};
// CHECK-NEXT: .global .align 4 .b8 __sycl_nvptx_reqd_work_group_size_sizes[12] = {8, 0, 0, 0, 4, 0, 0, 0, 2};
// CHECK-NOT: __sycl_nvptx_reqd_work_group_size_plain
// CHECK-NOT: __sycl_nvptx_reqd_work_group_size_too_large
// CHECK-LABEL: .entry group_sum(
// CHECK: .reqntid 256, 1, 1
// CHECK-NOT: %ntid
// CHECK-NOT: %tid.y
// CHECK-NOT: shfl.sync.idx
// CHECK: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK: st.shared.f32
// CHECK-NEXT: $L
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[group_scratch];
// CHECK-NEXT: ld.shared.v4.f32 {{.*}}[group_scratch+16];
// CHECK-NEXT: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK-COUNT-7: add.rn.f32
// CHECK-NOT: bar.sync
// CHECK: ret;
// O0-LABEL: .entry group_sum(
// O0: .reqntid 256, 1, 1
// O0: %ntid.x
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void group_sum(global const float *in, global float *out) {
  size_t group = __spirv_WorkgroupId_x(), id = __spirv_LocalInvocationId_x();
  float sum = __spirv_GroupFAdd(2u, 0u, in[group * __spirv_WorkgroupSize_x() + id]);
  if (id == 0)
    out[group] = sum;
}

// CHECK-LABEL: .entry sizes(
// CHECK: .reqntid 8, 4, 2
// CHECK-NOT: %ntid
// CHECK: mov.u32 {{.*}}, %tid.z;
// CHECK: mov.b32 {{.*}}, 842;
// CHECK-LABEL: .entry sizes_with_offset(
// CHECK: .reqntid 8, 4, 2
// CHECK-NOT: %ntid
// CHECK: ret;
__attribute__((reqd_work_group_size(8, 4, 2)))
kernel void sizes(global uint *out) {
  uint size = __spirv_WorkgroupSize_x() * 100 + __spirv_WorkgroupSize_y() * 10 +
              __spirv_WorkgroupSize_z();
  out[__spirv_GlobalInvocationId_x() + __spirv_GlobalOffset_y() + __spirv_LocalInvocationId_z()] =
      size;
}

// CHECK-LABEL: .entry plain(
// CHECK-NOT: .reqntid
// CHECK: %ntid.x
kernel void plain(global uint *out) { out[__spirv_LocalInvocationId_x()] = __spirv_WorkgroupSize_x(); }

// More than CUDA's 1024 work-items: no .reqntid, nothing folded.
// CHECK-LABEL: .entry too_large(
// CHECK-NOT: .reqntid
// CHECK: %ntid.x
__attribute__((reqd_work_group_size(2048, 1, 1)))
kernel void too_large(global uint *out) { out[0] = __spirv_WorkgroupSize_x(); }

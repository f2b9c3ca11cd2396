// Recoverable device assert (--assert=recoverable, or SYCL_NVPTX_ASSERT):
// the failing work-item claims the program's record with an atomic
// compare-and-swap, fills it, publishes it, and returns; no trap.
// RUN: %sycl-nvptx --assert=recoverable %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: env SYCL_NVPTX_ASSERT=recoverable %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: not env SYCL_NVPTX_ASSERT=sometimes %sycl-nvptx %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: sycl-nvptx: error: SYCL_NVPTX_ASSERT=sometimes: expected native or recoverable

kernel void check_positive(global const int *in) {
  assert(in[__spirv_GlobalInvocationId_x()] > 0);
}

// CHECK: @__sycl_nvptx_assert_record = {{(dso_local )?}}addrspace(1) global %struct.assert_record zeroinitializer
// CHECK-LABEL: define {{.*}}void @check_positive(
// CHECK: cmpxchg ptr addrspace(1) @__sycl_nvptx_assert_record, i32 0, i32 1
// CHECK: store i32 13, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @__sycl_nvptx_assert_record, i64 4)
// CHECK: call void @llvm.nvvm.membar.gl()
// CHECK: atomicrmw xchg ptr addrspace(1) @__sycl_nvptx_assert_record, i32 2
// CHECK-NOT: __assertfail

// PTX: .visible .global .align 8 .b8 __sycl_nvptx_assert_record[696];
// PTX: atom.global.cas.b32 {{.*}}, 0, 1;
// PTX: membar.gl;
// PTX: atom.global.exch.b32 {{.*}}, 2;
// PTX-NOT: __assertfail

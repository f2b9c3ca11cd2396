// Native device assert: the failing branch calls CUDA's __assertfail with the
// expression, file, line, function and a char size of 1; the ids come from the
// work-item registers. With -DNDEBUG nothing of it is left.
// RUN: %sycl-nvptx %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx -DNDEBUG %s -o %t.ndebug.ptx
// RUN: FileCheck %s --check-prefix=NDEBUG < %t.ndebug.ptx

kernel void check_positive(global const int *in) {
  assert(in[__spirv_GlobalInvocationId_x()] > 0);
}

// IR: @[[EXPR:.+]] = {{.*}} c"in[__spirv_GlobalInvocationId_x()] > 0\00"
// IR: @[[FILE:.+]] = {{.*}} c"{{.*}}assert-native.cl\00"
// IR: @[[FUNC:.+]] = {{.*}} c"check_positive\00"
// IR-LABEL: define {{.*}}void @check_positive(
// IR: call void @__assertfail(ptr {{.*}}addrspacecast (ptr addrspace(4) @[[EXPR]] to ptr), ptr {{.*}}addrspacecast (ptr addrspace(4) @[[FILE]] to ptr), i32 {{.*}}13, ptr {{.*}}addrspacecast (ptr addrspace(4) @[[FUNC]] to ptr), i64 {{.*}}1)
// IR-NOT: __sycl_nvptx_assert_record

// PTX: .extern .func __assertfail
// PTX-LABEL: .entry check_positive(
// PTX: call.uni
// PTX-NEXT: __assertfail,
// PTX-NOT: __sycl_nvptx_assert_record

// NDEBUG-NOT: __assertfail
// NDEBUG-NOT: __assert_fail
// NDEBUG: .entry check_positive(
// NDEBUG-NOT: call

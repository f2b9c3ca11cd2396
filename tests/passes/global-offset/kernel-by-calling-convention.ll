; Kernels are found by their nvvm.annotations "kernel" entry (clang 19 also
; gives OpenCL kernels the spir_kernel calling convention) or by the
; ptx_kernel calling convention alone. A ptx_kernel twin keeps the
; convention and still gets a "kernel" annotation.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @by_convention(ptr addrspace(1) %out)
; CHECK-LABEL: define ptx_kernel void @by_convention_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
define ptx_kernel void @by_convention(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @opencl_kernel(ptr addrspace(1) %out)
; CHECK-LABEL: define spir_kernel void @opencl_kernel_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
define spir_kernel void @opencl_kernel(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: !nvvm.annotations = !{![[OCL:[0-9]+]], ![[CONVO:[0-9]+]], ![[OCLO:[0-9]+]]}
; CHECK: ![[OCL]] = !{ptr @opencl_kernel, !"kernel", i32 1}
; CHECK: ![[CONVO]] = !{ptr @by_convention_with_offset, !"kernel", i32 1}
; CHECK: ![[OCLO]] = !{ptr @opencl_kernel_with_offset, !"kernel", i32 1}

; PTX-DAG: .entry by_convention(
; PTX-DAG: .entry by_convention_with_offset(
; PTX-DAG: .entry opencl_kernel(
; PTX-DAG: .entry opencl_kernel_with_offset(

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @opencl_kernel, !"kernel", i32 1}

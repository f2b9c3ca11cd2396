; A module without kernels that take local accessors is left byte-identical:
; here a kernel without local accessors and a helper (not a kernel) with a
; `ptr addrspace(3)` parameter. So is any module that is not a SYCL device
; module for nvptx/nvptx64, even with such kernels.

; RUN: split-file %s %t
; RUN: %llvm-as %t/no-local-accessors.ll -o %t/no-local-accessors.bc
; RUN: %sycl-nvptx-lower %t/no-local-accessors.bc --passes=local-accessor-to-shared-memory -o %t/no-local-accessors.out.bc
; RUN: cmp %t/no-local-accessors.bc %t/no-local-accessors.out.bc
; RUN: %llvm-as %t/not-sycl.ll -o %t/not-sycl.bc
; RUN: %sycl-nvptx-lower %t/not-sycl.bc --passes=local-accessor-to-shared-memory -o %t/not-sycl.out.bc
; RUN: cmp %t/not-sycl.bc %t/not-sycl.out.bc
; RUN: %llvm-as %t/x86.ll -o %t/x86.bc
; RUN: %sycl-nvptx-lower %t/x86.bc --passes=local-accessor-to-shared-memory -o %t/x86.out.bc
; RUN: cmp %t/x86.bc %t/x86.out.bc
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %t/not-sycl.ll | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %t/no-local-accessors.ll -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

; CHECK: define void @kernel(ptr addrspace(3) %tile)
; CHECK-NOT: _shared_mem

;--- no-local-accessors.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

define void @fill(ptr addrspace(3) %tile, i32 %v) {
  store i32 %v, ptr addrspace(3) %tile, align 4
  ret void
}

define void @kernel(ptr addrspace(1) %out) {
  call void @fill(ptr addrspace(3) @tile, i32 3)
  %v = load i32, ptr addrspace(3) @tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

;--- not-sycl.ll
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(3) %tile) {
  store i32 1, ptr addrspace(3) %tile, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}

;--- x86.ll
target triple = "x86_64-unknown-linux-gnu"

define void @kernel(ptr addrspace(3) %tile) {
  store i32 1, ptr addrspace(3) %tile, align 4
  ret void
}

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

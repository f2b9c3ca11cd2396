; Only SYCL device modules (module flag sycl-device = 1) for nvptx/nvptx64
; are lowered: without the flag, with the flag 0, or for another target the
; module passes through byte-identical, reads and all.

; RUN: split-file %s %t
; RUN: %llvm-as %t/no-flag.ll -o %t/no-flag.bc
; RUN: %sycl-nvptx-lower %t/no-flag.bc --passes=global-offset -o %t/no-flag.out.bc
; RUN: cmp %t/no-flag.bc %t/no-flag.out.bc
; RUN: %llvm-as %t/flag-zero.ll -o %t/flag-zero.bc
; RUN: %sycl-nvptx-lower %t/flag-zero.bc --passes=global-offset -o %t/flag-zero.out.bc
; RUN: cmp %t/flag-zero.bc %t/flag-zero.out.bc
; RUN: %llvm-as %t/x86.ll -o %t/x86.bc
; RUN: %sycl-nvptx-lower %t/x86.bc --passes=global-offset -o %t/x86.out.bc
; RUN: cmp %t/x86.bc %t/x86.out.bc
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %t/no-flag.ll | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %t/x86.ll | FileCheck %s

; CHECK: call ptr @llvm.nvvm.implicit.offset()
; CHECK-NOT: _with_offset

;--- no-flag.ll
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}

;--- flag-zero.ll
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 0}
!1 = !{ptr @kernel, !"kernel", i32 1}

;--- x86.ll
target triple = "x86_64-unknown-linux-gnu"

define void @kernel(ptr %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

; A function that reaches a read but is called through a function pointer
; cannot be given the offset: the pass says which function and where its
; address is used, and changes nothing.

; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=globaloffset -disable-output %s 2>&1 | FileCheck %s
; RUN: not %sycl-nvptx-lower %s --passes=global-offset -o %t.bc 2>&1 | FileCheck %s

; CHECK: error: global-offset: 'offset_x' reaches a global offset read but is used other than by a direct call (in 'kernel'); a call through a function pointer cannot pass the offset, so call it directly

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @offset_x() {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  ret i32 %x
}

define void @kernel(ptr addrspace(1) %out, ptr addrspace(1) %table) {
  store ptr @offset_x, ptr addrspace(1) %table, align 8
  %f = load ptr, ptr addrspace(1) %table, align 8
  %x = call i32 %f()
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

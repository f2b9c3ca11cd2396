; A read reached through recursion cannot be given the offset along the
; recursive calls: the pass says so and changes nothing, and the tool writes
; no output.

; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=globaloffset -disable-output %s 2>&1 | FileCheck %s
; RUN: rm -f %t.bc
; RUN: not %sycl-nvptx-lower %s --passes=global-offset -o %t.bc 2>&1 | FileCheck %s --check-prefix=TOOL
; RUN: not ls %t.bc

; CHECK: error: global-offset: recursion through a global offset read is not supported (walk -> step -> walk); read the offset before the recursion and pass it as an argument
; TOOL: sycl-nvptx-lower: {{.*}}rejects-recursion.ll: error: global-offset: recursion through a global offset read is not supported (walk -> step -> walk); read the offset before the recursion and pass it as an argument

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @walk(i32 %n) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  %r = call i32 @step(i32 %n)
  %s = add i32 %r, %x
  ret i32 %s
}

define i32 @step(i32 %n) {
  %m = sub i32 %n, 1
  %r = call i32 @walk(i32 %m)
  ret i32 %r
}

define void @kernel(ptr addrspace(1) %out) {
  %r = call i32 @walk(i32 3)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

; Calls rewritten inside a twin keep what the original call carried: its
; name, parameter, return and function attributes, calling convention, tail
; marker (outside kernels) and metadata.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal fastcc i32 @scaled_offset(i32 %scale) #0 {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  %r = mul i32 %x, %scale
  ret i32 %r
}

; CHECK-LABEL: define internal fastcc i32 @scaled_offset_with_offset(i32 %scale, ptr %implicit_offset) #0
; CHECK-LABEL: define i32 @helper(i32 %v)
; CHECK-NEXT:    %r = tail call fastcc noundef i32 @scaled_offset(i32 noundef signext %v) #1, !annotation ![[NOTE:[0-9]+]]
; CHECK-LABEL: define i32 @helper_with_offset(i32 %v, ptr %implicit_offset)
; CHECK-NEXT:    %r = tail call fastcc noundef i32 @scaled_offset_with_offset(i32 noundef signext %v, ptr %implicit_offset) #1, !annotation ![[NOTE]]
define i32 @helper(i32 %v) {
  %r = tail call fastcc noundef i32 @scaled_offset(i32 noundef signext %v) #1, !annotation !2
  ret i32 %r
}

define void @kernel(ptr addrspace(1) %out) {
  %r = call i32 @helper(i32 3)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: attributes #0 = { noinline nounwind }
; CHECK: attributes #1 = { convergent }
attributes #0 = { noinline nounwind }
attributes #1 = { convergent }

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}
!2 = !{!"scaled"}

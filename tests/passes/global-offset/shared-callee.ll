; A helper that reads the offset, reached from two kernels (one directly, one
; through another helper): each function on the way gets a _with_offset twin
; taking a plain `ptr` offset, the twins call the twins, and the originals
; read zeros. A function that never reaches a read gets no twin.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @offset_y()
; CHECK-NEXT:    ret i32 0
; CHECK-LABEL: define i32 @offset_y_with_offset(ptr %implicit_offset)
; CHECK-NEXT:    %y.ptr = getelementptr inbounds [3 x i32], ptr %implicit_offset, i64 0, i64 1
; CHECK-NEXT:    %y = load i32, ptr %y.ptr, align 4
; CHECK-NEXT:    ret i32 %y
define i32 @offset_y() {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %y.ptr = getelementptr inbounds [3 x i32], ptr %offset, i64 0, i64 1
  %y = load i32, ptr %y.ptr, align 4
  ret i32 %y
}

; CHECK-LABEL: define i32 @twice_offset_y(i32 %scale)
; CHECK-NEXT:    %y = call i32 @offset_y()
; CHECK-NEXT:    %r = mul i32 %y, %scale
; CHECK-LABEL: define i32 @twice_offset_y_with_offset(i32 %scale, ptr %implicit_offset)
; CHECK-NEXT:    %y = call i32 @offset_y_with_offset(ptr %implicit_offset)
; CHECK-NEXT:    %r = mul i32 %y, %scale
define i32 @twice_offset_y(i32 %scale) {
  %y = call i32 @offset_y()
  %r = mul i32 %y, %scale
  ret i32 %r
}

; CHECK-LABEL: define i32 @no_offset(
; CHECK-NOT: @no_offset_with_offset
define i32 @no_offset(i32 %v) {
  %r = add i32 %v, 1
  ret i32 %r
}

; CHECK-LABEL: define void @kernel_a(ptr addrspace(1) %out)
; CHECK-NEXT:    %y = call i32 @offset_y()
; CHECK-NEXT:    %n = call i32 @no_offset(i32 %y)
; CHECK-LABEL: define void @kernel_a_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:    %y = call i32 @offset_y_with_offset(ptr %implicit_offset)
; CHECK-NEXT:    %n = call i32 @no_offset(i32 %y)
define void @kernel_a(ptr addrspace(1) %out) {
  %y = call i32 @offset_y()
  %n = call i32 @no_offset(i32 %y)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @kernel_b(ptr addrspace(1) %out)
; CHECK-NEXT:    %y = call i32 @twice_offset_y(i32 2)
; CHECK-LABEL: define void @kernel_b_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:    %y = call i32 @twice_offset_y_with_offset(i32 2, ptr %implicit_offset)
define void @kernel_b(ptr addrspace(1) %out) {
  %y = call i32 @twice_offset_y(i32 2)
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @kernel_without_offset(
; CHECK-NOT: @kernel_without_offset_with_offset
define void @kernel_without_offset(ptr addrspace(1) %out) {
  %n = call i32 @no_offset(i32 1)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: !nvvm.annotations = !{![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]], ![[AO:[0-9]+]], ![[BO:[0-9]+]]}
; CHECK: ![[AO]] = !{ptr @kernel_a_with_offset, !"kernel", i32 1}
; CHECK: ![[BO]] = !{ptr @kernel_b_with_offset, !"kernel", i32 1}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel_a, !"kernel", i32 1}
!2 = !{ptr @kernel_b, !"kernel", i32 1}
!3 = !{ptr @kernel_without_offset, !"kernel", i32 1}

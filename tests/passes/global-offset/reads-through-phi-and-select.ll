; Several reads in one function, meeting in PHIs and selects. In the
; originals everything that only ever sees the zero offset folds to 0; a
; pointer that may also point elsewhere keeps its load, from a constant
; array of zeros. In the twins every read is the offset parameter.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @__sycl_nvptx_zero_offset = private unnamed_addr addrspace(4) constant [3 x i32] zeroinitializer, align 4

; CHECK-LABEL: define i32 @pointer_phi(i1 %c)
; CHECK:       join:
; CHECK-NEXT:    ret i32 0
; CHECK-LABEL: define i32 @pointer_phi_with_offset(i1 %c, ptr %implicit_offset)
; CHECK:       then:
; CHECK-NEXT:    %b.y = getelementptr inbounds i32, ptr %implicit_offset, i64 1
; CHECK:       join:
; CHECK-NEXT:    %p = phi ptr [ %implicit_offset, %entry ], [ %b.y, %then ]
; CHECK-NEXT:    %v = load i32, ptr %p, align 4
define i32 @pointer_phi(i1 %c) {
entry:
  %a = call ptr @llvm.nvvm.implicit.offset()
  br i1 %c, label %then, label %join
then:
  %b = call ptr @llvm.nvvm.implicit.offset()
  %b.y = getelementptr inbounds i32, ptr %b, i64 1
  br label %join
join:
  %p = phi ptr [ %a, %entry ], [ %b.y, %then ]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: define i64 @integer_phi_and_select(i1 %c, i64 %base)
; CHECK:       join:
; CHECK-NEXT:    ret i64 %base
; CHECK-LABEL: define i64 @integer_phi_and_select_with_offset(i1 %c, i64 %base, ptr %implicit_offset)
; CHECK:         %x = zext i32 %offset to i64
; CHECK:         %y = zext i32 %offset{{[0-9]+}} to i64
; CHECK:         %s = select i1 %c, i64 %x, i64 %y
; CHECK:         %z = zext i32 %offset{{[0-9]+}} to i64
; CHECK:         %p = phi i64 [ %s, %entry ], [ %z, %then ]
; CHECK-NEXT:    %r = add i64 %base, %p
define i64 @integer_phi_and_select(i1 %c, i64 %base) {
entry:
  %x = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %y = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  %s = select i1 %c, i64 %x, i64 %y
  br i1 %c, label %then, label %join
then:
  %z = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 2)
  br label %join
join:
  %p = phi i64 [ %s, %entry ], [ %z, %then ]
  %r = add i64 %base, %p
  ret i64 %r
}

; CHECK-LABEL: define i32 @maybe_offset(i1 %c, ptr %other)
; CHECK-NEXT:    %p = select i1 %c, ptr addrspacecast (ptr addrspace(4) @__sycl_nvptx_zero_offset to ptr), ptr %other
; CHECK-NEXT:    %v = load i32, ptr %p, align 4
; CHECK-LABEL: define i32 @maybe_offset_with_offset(i1 %c, ptr %other, ptr %implicit_offset)
; CHECK-NEXT:    %p = select i1 %c, ptr %implicit_offset, ptr %other
define i32 @maybe_offset(i1 %c, ptr %other) {
  %a = call ptr @llvm.nvvm.implicit.offset()
  %p = select i1 %c, ptr %a, ptr %other
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define void @kernel(ptr addrspace(1) %out, i1 %c, i64 %base) {
  %v = call i32 @pointer_phi(i1 %c)
  store i32 %v, ptr addrspace(1) %out, align 4
  %w = call i64 @integer_phi_and_select(i1 %c, i64 %base)
  %out.w = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %w, ptr addrspace(1) %out.w, align 8
  %local = alloca i32, align 4
  store i32 7, ptr %local, align 4
  %m = call i32 @maybe_offset(i1 %c, ptr %local)
  %out.m = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store i32 %m, ptr addrspace(1) %out.m, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

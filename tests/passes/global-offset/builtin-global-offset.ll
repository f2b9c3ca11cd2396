; __spirv_BuiltInGlobalOffset(dim), what newer SYCL front ends call: the
; original reads 0 in every dimension; the twin loads element dim of the
; offset parameter and widens it to size_t. A dimension only known at run
; time indexes the array without inbounds.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: _Z27__spirv_BuiltInGlobalOffseti
; CHECK-LABEL: define void @offsets(ptr addrspace(1) %out, i32 %dim)
; CHECK-NEXT:    store i64 0, ptr addrspace(1) %out, align 8
; CHECK-NEXT:    %out.z = getelementptr inbounds i64, ptr addrspace(1) %out, i64 2
; CHECK-NEXT:    store i64 0, ptr addrspace(1) %out.z, align 8
; CHECK-NEXT:    %out.d = getelementptr inbounds i64, ptr addrspace(1) %out, i64 3
; CHECK-NEXT:    store i64 0, ptr addrspace(1) %out.d, align 8
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @offsets_with_offset(ptr addrspace(1) %out, i32 %dim, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:    %offset.element = getelementptr inbounds [3 x i32], ptr %implicit_offset, i32 0, i32 0
; CHECK-NEXT:    %offset = load i32, ptr %offset.element, align 4
; CHECK-NEXT:    %x = zext i32 %offset to i64
; CHECK-NEXT:    store i64 %x, ptr addrspace(1) %out, align 8
; CHECK-NEXT:    %offset.element1 = getelementptr inbounds [3 x i32], ptr %implicit_offset, i32 0, i32 2
; CHECK-NEXT:    %offset2 = load i32, ptr %offset.element1, align 4
; CHECK-NEXT:    %z = zext i32 %offset2 to i64
; CHECK:         %offset.element3 = getelementptr [3 x i32], ptr %implicit_offset, i32 0, i32 %dim
; CHECK-NEXT:    %offset4 = load i32, ptr %offset.element3, align 4
; CHECK-NEXT:    %d = zext i32 %offset4 to i64
define void @offsets(ptr addrspace(1) %out, i32 %dim) {
  %x = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  store i64 %x, ptr addrspace(1) %out, align 8
  %z = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 2)
  %out.z = getelementptr inbounds i64, ptr addrspace(1) %out, i64 2
  store i64 %z, ptr addrspace(1) %out.z, align 8
  %d = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 %dim)
  %out.d = getelementptr inbounds i64, ptr addrspace(1) %out, i64 3
  store i64 %d, ptr addrspace(1) %out.d, align 8
  ret void
}

declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @offsets, !"kernel", i32 1}

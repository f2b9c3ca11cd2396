; On 32-bit nvptx size_t is i32: the twin's offset element needs no
; widening and the original reads i32 0. (ptxas in CUDA 13 no longer
; assembles 32-bit PTX, so this module stops at the IR.)

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s

target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

; CHECK-LABEL: define void @kernel(ptr addrspace(1) %out)
; CHECK-NEXT:    store i32 0, ptr addrspace(1) %out, align 4
; CHECK-LABEL: define void @kernel_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:    %offset.element = getelementptr inbounds [3 x i32], ptr %implicit_offset, i32 0, i32 1
; CHECK-NEXT:    %y = load i32, ptr %offset.element, align 4
; CHECK-NEXT:    store i32 %y, ptr addrspace(1) %out, align 4
define void @kernel(ptr addrspace(1) %out) {
  %y = call i32 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @_Z27__spirv_BuiltInGlobalOffseti(i32)

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

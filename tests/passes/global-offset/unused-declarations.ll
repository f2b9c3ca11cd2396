; Declarations of either read with no call left are removed too, and a
; module whose functions never read the offset gets no twin.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

; CHECK-NOT: implicit.offset
; CHECK-NOT: BuiltInGlobalOffset
; CHECK-NOT: _with_offset
; CHECK: define void @kernel(ptr addrspace(1) %out)
; CHECK-NOT: implicit.offset
; CHECK-NOT: BuiltInGlobalOffset
; CHECK-NOT: _with_offset

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}

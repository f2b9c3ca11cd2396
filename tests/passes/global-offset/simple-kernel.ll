; A kernel that reads its global offset through llvm.nvvm.implicit.offset():
; the plain kernel reads zeros, folded to constants; its _with_offset twin
; takes the offset as a trailing byval [3 x i32] and is a kernel of its own.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: @llvm.nvvm.implicit.offset
; CHECK-LABEL: define void @add_offset(ptr addrspace(1) %out)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:    store i32 %tid, ptr addrspace(1) %slot, align 4
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @add_offset_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %x = load i32, ptr %implicit_offset, align 4
; CHECK-NEXT:    %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %gid = add i32 %tid, %x
; CHECK-NEXT:    %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
; CHECK-NEXT:    store i32 %gid, ptr addrspace(1) %slot, align 4
; CHECK-NEXT:    ret void
define void @add_offset(ptr addrspace(1) %out) {
entry:
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %gid = add i32 %tid, %x
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %gid, ptr addrspace(1) %slot, align 4
  ret void
}

; CHECK-NOT: @llvm.nvvm.implicit.offset
; CHECK-NOT: zero_offset
; CHECK: !nvvm.annotations = !{![[K:[0-9]+]], ![[KO:[0-9]+]]}
; CHECK: ![[K]] = !{ptr @add_offset, !"kernel", i32 1}
; CHECK: ![[KO]] = !{ptr @add_offset_with_offset, !"kernel", i32 1}

; PTX: .entry add_offset(
; PTX: .entry add_offset_with_offset(
; PTX-NEXT: .param .u64 add_offset_with_offset_param_0,
; PTX-NEXT: .param .align 4 .b8 add_offset_with_offset_param_1[12]

declare ptr @llvm.nvvm.implicit.offset()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @add_offset, !"kernel", i32 1}

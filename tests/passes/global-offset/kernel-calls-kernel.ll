; A kernel that calls another kernel which reads the offset: the outer twin
; passes its own byval offset on to the inner twin, byval at the call site
; too, and not as a tail call (a tail call must not read the caller's byval
; memory). The plain kernels keep calling each other.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; PTX cannot call an .entry, so ptxas rejects any module where a kernel calls
; a kernel, whatever the pass does; the IR checked here is what it guarantees.
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: not %ptxas -arch=sm_75 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
; PTXAS: Illegal call target, device function expected

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @inner(ptr addrspace(1) %out)
; CHECK-NEXT:    store i32 0, ptr addrspace(1) %out, align 4
; CHECK-LABEL: define void @inner_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:    %x = load i32, ptr %implicit_offset, align 4
define void @inner(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @outer(ptr addrspace(1) %out)
; CHECK-NEXT:    tail call void @inner(ptr addrspace(1) %out)
; CHECK-LABEL: define void @outer_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
; CHECK-NEXT:    call void @inner_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %implicit_offset)
define void @outer(ptr addrspace(1) %out) {
  tail call void @inner(ptr addrspace(1) %out)
  ret void
}

; CHECK: !nvvm.annotations = !{![[I:[0-9]+]], ![[O:[0-9]+]], ![[IO:[0-9]+]], ![[OO:[0-9]+]]}
; CHECK: ![[IO]] = !{ptr @inner_with_offset, !"kernel", i32 1}
; CHECK: ![[OO]] = !{ptr @outer_with_offset, !"kernel", i32 1}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @inner, !"kernel", i32 1}
!2 = !{ptr @outer, !"kernel", i32 1}

; A kernel with local accessors that another function calls cannot take
; offsets instead of the pointers its caller passes: the pass says so and
; changes nothing, and the tool writes no output.

; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory -disable-output %s 2>&1 | FileCheck %s
; RUN: rm -f %t.bc
; RUN: not %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory -o %t.bc 2>&1 | FileCheck %s
; RUN: not ls %t.bc

; CHECK: error: local-accessor-to-shared-memory: kernel 'inner' takes local accessors and is called from 'outer'; a kernel with local accessors can only be launched

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @inner(ptr addrspace(3) %tile) {
  store i32 1, ptr addrspace(3) %tile, align 4
  ret void
}

define void @outer(ptr addrspace(3) %tile) {
  call void @inner(ptr addrspace(3) %tile)
  ret void
}

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @inner, !"kernel", i32 1}
!2 = !{ptr @outer, !"kernel", i32 1}

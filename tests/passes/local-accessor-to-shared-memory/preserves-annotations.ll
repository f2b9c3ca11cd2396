; The rewritten kernel keeps every nvvm.annotations entry of the original
; (launch bounds included), now pointing at the new function, and nothing
; is left pointing at the old one.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @bounded(i32 %scratch)
; CHECK-LABEL: define void @exact(i32 %scratch)
define void @bounded(ptr addrspace(3) %scratch) {
  store i32 1, ptr addrspace(3) %scratch, align 4
  ret void
}

define void @exact(ptr addrspace(3) %scratch) {
  store i32 2, ptr addrspace(3) %scratch, align 4
  ret void
}

; CHECK: !nvvm.annotations = !{![[K1:[0-9]+]], ![[MIN:[0-9]+]], ![[K2:[0-9]+]], ![[REG:[0-9]+]]}
; CHECK: ![[K1]] = !{ptr @bounded, !"kernel", i32 1, !"maxntidx", i32 128, !"maxntidy", i32 2}
; CHECK: ![[MIN]] = !{ptr @bounded, !"minctasm", i32 3}
; CHECK: ![[K2]] = !{ptr @exact, !"kernel", i32 1}
; CHECK: ![[REG]] = !{ptr @exact, !"reqntidx", i32 64, !"maxnreg", i32 40}

; PTX-LABEL: .entry bounded(
; PTX:       .maxntid 128, 2, 1
; PTX-NEXT:  .minnctapersm 3
; PTX-LABEL: .entry exact(
; PTX:       .reqntid 64, 1, 1
; PTX-NEXT:  .maxnreg 40

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3, !4}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @bounded, !"kernel", i32 1, !"maxntidx", i32 128, !"maxntidy", i32 2}
!2 = !{ptr @bounded, !"minctasm", i32 3}
!3 = !{ptr @exact, !"kernel", i32 1}
!4 = !{ptr @exact, !"reqntidx", i32 64, !"maxnreg", i32 40}

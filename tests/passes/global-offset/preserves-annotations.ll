; The twin of a kernel gets a "kernel" annotation of its own and a copy of
; every other nvvm.annotations entry of the kernel (launch bounds included),
; also from entries that list several properties; the kernel keeps its own.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bounded(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: !nvvm.annotations = !{![[K:[0-9]+]], ![[REG:[0-9]+]], ![[MIN:[0-9]+]], ![[KO:[0-9]+]], ![[MAXO:[0-9]+]], ![[REGO:[0-9]+]], ![[MINO:[0-9]+]]}
; CHECK: ![[K]] = !{ptr @bounded, !"kernel", i32 1, !"maxntidx", i32 256}
; CHECK: ![[REG]] = !{ptr @bounded, !"maxnreg", i32 32}
; CHECK: ![[MIN]] = !{ptr @bounded, !"minctasm", i32 4}
; CHECK: ![[KO]] = !{ptr @bounded_with_offset, !"kernel", i32 1}
; CHECK: ![[MAXO]] = !{ptr @bounded_with_offset, !"maxntidx", i32 256}
; CHECK: ![[REGO]] = !{ptr @bounded_with_offset, !"maxnreg", i32 32}
; CHECK: ![[MINO]] = !{ptr @bounded_with_offset, !"minctasm", i32 4}

; PTX-LABEL: .entry bounded(
; PTX:       .maxntid 256, 1, 1
; PTX-NEXT:  .minnctapersm 4
; PTX-NEXT:  .maxnreg 32
; PTX-LABEL: .entry bounded_with_offset(
; PTX:       .maxntid 256, 1, 1
; PTX-NEXT:  .minnctapersm 4
; PTX-NEXT:  .maxnreg 32

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @bounded, !"kernel", i32 1, !"maxntidx", i32 256}
!2 = !{ptr @bounded, !"maxnreg", i32 32}
!3 = !{ptr @bounded, !"minctasm", i32 4}

; The plugin aligns every local offset to 16 bytes, or to the slice's natural
; alignment up to 128 (docs/contracts.md). The pass assumes each offset a
; multiple of the parameter's `align`, clamped to [16, 128], and aligns the
; kernel's shared memory to the largest of them, so that LLVM's known bits
; carry the alignment into every address computed from an offset.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @aligned_shared_mem = external addrspace(3) global [0 x i8], align 128
; CHECK-LABEL: define void @aligned(i32 %plain, i32 %small, i32 %wide, i32 %huge)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %plain.misalignment = and i32 %plain, 15
; CHECK:         %small.misalignment = and i32 %small, 15
; CHECK:         %wide.misalignment = and i32 %wide, 63
; CHECK:         %huge.misalignment = and i32 %huge, 127
; CHECK-NEXT:    %huge.aligned = icmp eq i32 %huge.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %huge.aligned)
; CHECK-NEXT:    %huge.shared = getelementptr inbounds i8, ptr addrspace(3) @aligned_shared_mem, i32 %huge
define void @aligned(ptr addrspace(3) %plain, ptr addrspace(3) align 4 %small,
                     ptr addrspace(3) align 64 %wide, ptr addrspace(3) align 256 %huge) {
entry:
  store i32 1, ptr addrspace(3) %plain, align 4
  store i32 2, ptr addrspace(3) %small, align 4
  store i32 3, ptr addrspace(3) %wide, align 64
  store i32 4, ptr addrspace(3) %huge, align 256
  ret void
}

; PTX: .extern .shared .align 128 .b8 aligned_shared_mem[];

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @aligned, !"kernel", i32 1}

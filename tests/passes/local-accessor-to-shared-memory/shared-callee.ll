; A kernel passes its local accessor to a helper that takes
; `ptr addrspace(3)`: the helper is not a kernel and is left as it is; it
; now gets the GEP from the kernel's shared memory. Non-kernel functions
; never change signature.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: @fill_shared_mem
; CHECK: @reduce_shared_mem = external addrspace(3) global [0 x i8], align 16
; CHECK-NOT: @fill_shared_mem

; CHECK-LABEL: define void @fill(ptr addrspace(3) %tile, i32 %v)
; CHECK-NEXT:    store i32 %v, ptr addrspace(3) %tile, align 4
define void @fill(ptr addrspace(3) %tile, i32 %v) {
  store i32 %v, ptr addrspace(3) %tile, align 4
  ret void
}

; CHECK-LABEL: define void @reduce(ptr addrspace(1) %out, i32 %tile)
; CHECK-NEXT:    %tile.misalignment = and i32 %tile, 15
; CHECK-NEXT:    %tile.aligned = icmp eq i32 %tile.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %tile.aligned)
; CHECK-NEXT:    %tile.shared = getelementptr inbounds i8, ptr addrspace(3) @reduce_shared_mem, i32 %tile
; CHECK-NEXT:    call void @fill(ptr addrspace(3) %tile.shared, i32 7)
; CHECK-NEXT:    %v = load i32, ptr addrspace(3) %tile.shared, align 4
define void @reduce(ptr addrspace(1) %out, ptr addrspace(3) %tile) {
  call void @fill(ptr addrspace(3) %tile, i32 7)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @reduce, !"kernel", i32 1}

; Kernels are found by their nvvm.annotations "kernel" entry (clang 19 also
; gives OpenCL kernels the spir_kernel calling convention) or by the
; ptx_kernel calling convention alone; both are rewritten and keep their
; convention.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @by_convention_shared_mem = external addrspace(3) global [0 x i8], align 16
; CHECK: @opencl_kernel_shared_mem = external addrspace(3) global [0 x i8], align 16

; CHECK-LABEL: define ptx_kernel void @by_convention(i32 %tile)
; CHECK-NEXT:    %tile.misalignment = and i32 %tile, 15
; CHECK-NEXT:    %tile.aligned = icmp eq i32 %tile.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %tile.aligned)
; CHECK-NEXT:    %tile.shared = getelementptr inbounds i8, ptr addrspace(3) @by_convention_shared_mem, i32 %tile
define ptx_kernel void @by_convention(ptr addrspace(3) %tile) {
  store i32 1, ptr addrspace(3) %tile, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @opencl_kernel(i32 %tile)
; CHECK-NEXT:    %tile.misalignment = and i32 %tile, 15
; CHECK-NEXT:    %tile.aligned = icmp eq i32 %tile.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %tile.aligned)
; CHECK-NEXT:    %tile.shared = getelementptr inbounds i8, ptr addrspace(3) @opencl_kernel_shared_mem, i32 %tile
define spir_kernel void @opencl_kernel(ptr addrspace(3) %tile) {
  store i32 2, ptr addrspace(3) %tile, align 4
  ret void
}

; PTX-DAG: .entry by_convention(
; PTX-DAG: .entry opencl_kernel(

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @opencl_kernel, !"kernel", i32 1}

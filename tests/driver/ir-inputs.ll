; Textual IR and bitcode inputs go through the same pipeline as OpenCL C.
; RUN: %sycl-nvptx %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %llvm-as %s -o %t.in.bc
; RUN: %sycl-nvptx %t.in.bc --cuda-gpu-arch=sm_90 -o %t.cubin
; RUN: test -s %t.cubin
; CHECK: .visible .entry scale(
; CHECK: %tid.x
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %p) {
  %i = call i64 @_Z27__spirv_LocalInvocationId_xv()
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %a
  %d = fmul float %v, 2.0
  store float %d, ptr addrspace(1) %a
  ret void
}

declare i64 @_Z27__spirv_LocalInvocationId_xv()

!nvvm.annotations = !{!0}
!0 = !{ptr @scale, !"kernel", i32 1}

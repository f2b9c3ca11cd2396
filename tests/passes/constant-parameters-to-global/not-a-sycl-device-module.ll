; Without the sycl-device module flag the pass changes nothing: the module
; round-trips through the tool byte for byte.

; RUN: %llvm-as %s -o %t.in.bc
; RUN: %sycl-nvptx-lower %t.in.bc --passes=constant-parameters-to-global -o %t.out.bc
; RUN: cmp %t.in.bc %t.out.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define spir_kernel void @plain(ptr addrspace(4) %in, ptr addrspace(1) %out) {
  %v = load float, ptr addrspace(4) %in, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @plain, !"kernel", i32 1}

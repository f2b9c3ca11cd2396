; Only spir64 modules are retargeted: an nvptx64 module (what the front end
; writes for .cl inputs) and an x86 one pass through byte-identical.

; RUN: split-file %s %t
; RUN: %llvm-as %t/nvptx.ll -o %t/nvptx.bc
; RUN: %sycl-nvptx-lower %t/nvptx.bc --passes=spir-to-nvptx -o %t/nvptx.out.bc
; RUN: cmp %t/nvptx.bc %t/nvptx.out.bc
; RUN: %llvm-as %t/x86.ll -o %t/x86.bc
; RUN: %sycl-nvptx-lower %t/x86.bc --passes=spir-to-nvptx -o %t/x86.out.bc
; RUN: cmp %t/x86.bc %t/x86.out.bc

;--- nvptx.ll
target triple = "nvptx64-nvidia-cuda"
define spir_kernel void @k(ptr addrspace(4) %p) {
  %x = call half @_Z16__spirv_ocl_fabsDh(half 0xH3C00)
  ret void
}
declare half @_Z16__spirv_ocl_fabsDh(half)

;--- x86.ll
target triple = "x86_64-unknown-linux-gnu"
define spir_func void @f() {
  ret void
}

; a * x[i] + y[i] in two statements, as a front end without contraction
; writes it: no fast-math flags, no llvm.fmuladd.
target triple = "nvptx64-nvidia-cuda"

define void @axpy(ptr addrspace(1) %y, ptr addrspace(1) %x, float %a) {
  %xv = load float, ptr addrspace(1) %x
  %yv = load float, ptr addrspace(1) %y
  %p = fmul float %a, %xv
  %s = fadd float %p, %yv
  store float %s, ptr addrspace(1) %y
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @axpy, !"kernel", i32 1}

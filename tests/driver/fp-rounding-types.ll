; Products, sums and differences that may not contract keep their rounding
; in every type the backend would otherwise print bare: float and double as
; mul.rn/add.rn (.ftz where the function flushes f32 denormals), half as
; fma.rn.f16 with -0 or 1, bfloat as fma.rn.bf16 from sm_80 and through
; float before (as LLVM lowers bfloat there), vectors element by element.
; Contractable ones print bare, or fuse. -ffp-contract=on keeps the IR's
; own contract flags (fast would set them on all of the user's code).
; RUN: %sycl-nvptx -ffp-contract=on --cuda-gpu-arch=sm_90 %s -o %t.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %sycl-nvptx -ffp-contract=on --cuda-gpu-arch=sm_75 %s -o %t.75.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM75 < %t.75.ptx
; RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry flushing(
; CHECK-DAG: mul.rn.ftz.f32
; CHECK-DAG: add.rn.ftz.f32
; CHECK-DAG: mul.ftz.f32
; CHECK-NOT: mul.rn.f32
; CHECK: {{^}}}
define void @flushing(ptr addrspace(1) %p, float %a, float %b) #0 {
  %m = fmul float %a, %b
  %s = fadd float %m, %b
  %c = fmul contract float %s, %a
  store float %c, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry halves(
; CHECK-COUNT-3: fma.rn.f16
; CHECK-NOT: {{(mul|add|sub)(\.rn)?\.f16}}
; CHECK: {{^}}}
define void @halves(ptr addrspace(1) %p, half %a, half %b) {
  %m = fmul half %a, %b
  %s = fadd half %m, %b
  %d = fsub half %s, %a
  store half %d, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry bfloats(
; SM90-COUNT-2: fma.rn.bf16
; SM75: mul.rn.f32
; SM75: add.rn.f32
; CHECK-NOT: {{(mul|add|sub)\.(bf16|f32)}}
; CHECK: {{^}}}
define void @bfloats(ptr addrspace(1) %p, bfloat %a, bfloat %b) {
  %m = fmul bfloat %a, %b
  %s = fadd bfloat %m, %b
  store bfloat %s, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry vectors(
; CHECK-COUNT-2: mul.rn.f32
; CHECK-NOT: {{(mul|add|sub)\.f32}}
; CHECK: {{^}}}
define void @vectors(ptr addrspace(1) %p, <2 x float> %a, <2 x float> %b) {
  %m = fmul <2 x float> %a, %b
  store <2 x float> %m, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry doubles(
; CHECK: neg.f64
; CHECK: add.rn.f64
; CHECK: sub.f64
; CHECK: {{^}}}
define void @doubles(ptr addrspace(1) %p, double %a, double %b) {
  %d = fsub double %a, %b
  %e = fsub contract double %d, %a
  store double %e, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @flushing, !"kernel", i32 1}
!1 = !{ptr @halves, !"kernel", i32 1}
!2 = !{ptr @bfloats, !"kernel", i32 1}
!3 = !{ptr @vectors, !"kernel", i32 1}
!4 = !{ptr @doubles, !"kernel", i32 1}

; Selects that stay: float (one FSEL already), pi - t against t (ptxas would
; make a real branch of it), a value used twice, and a special case's value
; against a whole computation's chain.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=selecttopredication,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=select-to-predication -S -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define float @float_select(
; CHECK-NEXT:    %s = call float @llvm.fma.f32(float %p, float %r, float %r)
; CHECK-NEXT:    %c = call float @llvm.fma.f32(float %p, float %q, float 1.000000e+00)
; CHECK-NEXT:    %t = select i1 %odd, float %s, float %c
define float @float_select(float %p, float %r, float %q, i1 %odd) {
  %s = call float @llvm.fma.f32(float %p, float %r, float %r)
  %c = call float @llvm.fma.f32(float %p, float %q, float 1.0)
  %t = select i1 %odd, float %s, float %c
  ret float %t
}

; CHECK-LABEL: define double @pi_minus(
; CHECK:         %t = select i1 %c, double %d, double %a
define double @pi_minus(double %a, i1 %c) {
  %d = fsub double 0x400921FB54442D18, %a
  %t = select i1 %c, double %d, double %a
  ret double %t
}

; CHECK-LABEL: define double @used_twice(
; CHECK:         %t = select i1 %odd, double %s, double %c
define double @used_twice(double %p, double %r, double %q, i1 %odd) {
  %s = call double @llvm.fma.f64(double %p, double %r, double %r)
  %c = call double @llvm.fma.f64(double %p, double %q, double 1.0)
  %t = select i1 %odd, double %s, double %c
  %u = fadd double %t, %s
  ret double %u
}

; CHECK-LABEL: define double @chain(
; CHECK:         %t = select i1 %special, double %inf, double %log
define double @chain(double %x, i1 %special) {
  %inf = call double @llvm.fma.f64(double %x, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %m = fmul double %x, 0x3FE6A09E667F3BCD
  %log = fadd double %m, -1.0
  %t = select i1 %special, double %inf, double %log
  ret double %t
}

declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)

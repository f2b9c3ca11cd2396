; The shape libdevice's sin and cos become after LLVM's optimiser: both
; polynomial ends computed and a select between them, then the sign as a
; select against libdevice's negation fma(t, -1, 0). Each fma moves into a
; block of its own under the select's condition and the selects become
; phis; in the PTX the fmas are under branches (ptxas predicates them), and
; no selp.f64 is left.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=selecttopredication,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=select-to-predication -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=selecttopredication,verify %s | %llc -march=nvptx64 -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define double @sin_or_cos(
; CHECK-NEXT:    br i1 %odd, label %[[SIN:[0-9]+]], label %[[COS:[0-9]+]]
; CHECK:       [[SIN]]:
; CHECK-NEXT:    %s = call double @llvm.fma.f64(double %p, double %r, double %r)
; CHECK:       [[COS]]:
; CHECK-NEXT:    %c = call double @llvm.fma.f64(double %p, double %q, double 1.000000e+00)
; CHECK:       [[JOIN:[0-9]+]]:
; CHECK-NEXT:    %t = phi double [ %s, %[[SIN]] ], [ %c, %[[COS]] ]
; CHECK-NEXT:    %[[NOT:[0-9]+]] = xor i1 %positive, true
; CHECK-NEXT:    br i1 %[[NOT]], label %[[NEG:[0-9]+]], label %[[END:[0-9]+]]
; CHECK:       [[NEG]]:
; CHECK-NEXT:    %minus = call double @llvm.fma.f64(double %t, double -1.000000e+00, double 0.000000e+00)
; CHECK:       [[END]]:
; CHECK-NEXT:    %result = phi double [ %t, %[[JOIN]] ], [ %minus, %[[NEG]] ]
; CHECK-NEXT:    ret double %result

; PTX-LABEL: .func  (.param .b64 func_retval0) sin_or_cos(
; PTX-NOT:     selp.f64
; PTX:         ret;
define double @sin_or_cos(double %p, double %r, double %q, i1 %odd, i1 %positive) {
  %s = call double @llvm.fma.f64(double %p, double %r, double %r)
  %c = call double @llvm.fma.f64(double %p, double %q, double 1.0)
  %t = select i1 %odd, double %s, double %c
  %minus = call double @llvm.fma.f64(double %t, double -1.0, double 0.0)
  %result = select i1 %positive, double %t, double %minus
  ret double %result
}

declare double @llvm.fma.f64(double, double, double)

; libdevice's sinpi ends with select(x == trunc(x), x * 0, r): the signed
; zero at the integers against the whole computation. The product (here
; libdevice's mul.rn, and a plain fmul) moves under the condition, as in
; nvcc's code, where ptxas predicates the one DMUL; r stays where it is.
; x * 1 is no signed zero and stays a select.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=selecttopredication,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=select-to-predication -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=selecttopredication,verify %s | %llc -march=nvptx64 -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define double @integer_zero(
; CHECK:         %int = fcmp oeq double %t, %x
; CHECK-NEXT:    br i1 %int, label %[[ZERO:[0-9]+]], label %[[END:[0-9]+]]
; CHECK:       [[ZERO]]:
; CHECK-NEXT:    %z = call double @llvm.nvvm.mul.rn.d(double %x, double 0.000000e+00)
; CHECK:       [[END]]:
; CHECK-NEXT:    %s = phi double [ %z, %[[ZERO]] ], [ %r, %{{[0-9]+}} ]
; CHECK-NEXT:    ret double %s

; PTX-LABEL: .func  (.param .b64 func_retval0) integer_zero(
; PTX-NOT:     selp.f64
; PTX:         ret;
define double @integer_zero(double %x, double %r) {
  %t = call double @llvm.trunc.f64(double %x)
  %int = fcmp oeq double %t, %x
  %z = call double @llvm.nvvm.mul.rn.d(double %x, double 0.0)
  %s = select i1 %int, double %z, double %r
  ret double %s
}

; CHECK-LABEL: define double @infinity_nan(
; CHECK:         %[[NOT:[0-9]+]] = xor i1 %finite, true
; CHECK-NEXT:    br i1 %[[NOT]], label %[[NAN:[0-9]+]], label %[[END:[0-9]+]]
; CHECK:       [[NAN]]:
; CHECK-NEXT:    %z = fmul double %x, 0.000000e+00
; CHECK:       [[END]]:
; CHECK-NEXT:    %s = phi double [ %x, %{{[0-9]+}} ], [ %z, %[[NAN]] ]
define double @infinity_nan(double %x, i1 %finite) {
  %z = fmul double %x, 0.0
  %s = select i1 %finite, double %x, double %z
  ret double %s
}

; CHECK-LABEL: define double @times_one(
; CHECK:         %s = select i1 %c, double %y, double %r
define double @times_one(double %x, double %r, i1 %c) {
  %y = fmul double %x, 1.0
  %s = select i1 %c, double %y, double %r
  ret double %s
}

declare double @llvm.trunc.f64(double)
declare double @llvm.nvvm.mul.rn.d(double, double)

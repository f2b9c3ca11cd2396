; Substitutions are recomputed for the new signature, as a C++ compiler
; would mangle it: two pointee types that become one share a substitution,
; and one that stops being repeated is written out.
; RUN: %llvm-as %s -o %t.in.bc
; RUN: %remangler --long-width=l32 --char-signedness=signed --input-ir=%t.in.bc -o - -S | FileCheck %s

target triple = "nvptx64-unknown-nvidiacl"

; f(long *, long long *) is renamed f(long long *, long long *).
; CHECK-DAG: define void @_Z1fPxS_(
define void @_Z1fPlPx(ptr %a, ptr %b) {
  ret void
}

; g(long *, int *) on a 32-bit long host is g(int *, int *).
; CHECK-DAG: @_Z1gPlPi = alias void (ptr, ptr), ptr @_Z1gPiS_
define void @_Z1gPlPi(ptr %a, ptr %b) {
  ret void
}

define void @_Z1gPiS_(ptr %a, ptr %b) {
  ret void
}

; h(long4, long4 *, global const long *): the vector substitution survives.
; CHECK-DAG: define void @_Z1hDv4_xPS_PU3AS1Kx(
define void @_Z1hDv4_lPS_PU3AS1Kl(<4 x i64> %a, ptr %b, ptr addrspace(1) %c) {
  ret void
}

; k(char, signed char *, char *) with a signed char: S_ now stands for the
; renamed pointee, and the third parameter reuses it.
; CHECK-DAG: define void @_Z1kaPaS_(
define void @_Z1kcPaPc(i8 %a, ptr %b, ptr %c) {
  ret void
}

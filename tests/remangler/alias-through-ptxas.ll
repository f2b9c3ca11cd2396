; The entry points survive the NVPTX pipeline: once device code is linked
; against the remangled library, llc emits .alias for the alias and a plain
; function for the forwarder, and ptxas accepts both.
; RUN: %llvm-as %s -o %t.in.bc
; RUN: %remangler --long-width=l64 --char-signedness=signed --input-ir=%t.in.bc -o %t.lib.bc
; RUN: %llvm-link %S/Inputs/kernel-calls-long.ll %t.lib.bc -o %t.bc
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %t.bc -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

define i64 @_Z3absl(i64 %x) {
  %n = sub i64 0, %x
  %neg = icmp slt i64 %x, 0
  %r = select i1 %neg, i64 %n, i64 %x
  ret i64 %r
}

define linkonce_odr i64 @_Z8popcountl(i64 %x) {
  %r = call i64 @llvm.ctpop.i64(i64 %x)
  ret i64 %r
}

declare i64 @llvm.ctpop.i64(i64)

; CHECK-DAG: .alias _Z3absl, _Z3absx;
; CHECK-DAG: _Z8popcountl(
; CHECK-DAG: call.uni (retval0),{{[[:space:]]*}}_Z3absl,
; CHECK-DAG: .entry kernel(

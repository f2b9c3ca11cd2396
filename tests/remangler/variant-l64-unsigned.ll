; AArch64 Linux host: long is 64-bit, char is unsigned. An original char name
; points to the unsigned char function (rule 2), and long with signed char
; gets an entry point to the renamed function (rule 3), as does long long
; with a plain (unsigned) char.
; RUN: %llvm-as %S/Inputs/builtins.ll -o %t.in.bc
; RUN: %remangler --long-width=l64 --char-signedness=unsigned --input-ir=%t.in.bc -o %t.bc
; RUN: %opt -passes=verify -disable-output %t.bc
; RUN: %llvm-dis %t.bc -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=ABSENT < %t.ll

; CHECK: target triple = "nvptx64-nvidia-cuda"
; CHECK-DAG: @_Z3absl = alias i64 (i64), ptr @_Z3absx
; CHECK-DAG: @_Z3absm = alias i64 (i64), ptr @_Z3absy
; CHECK-DAG: @_Z3absc = alias i8 (i8), ptr @_Z3absh
; CHECK-DAG: @_Z6selectlc = alias i64 (i64, i8), ptr @_Z6selectxh
; CHECK-DAG: @_Z6selectla = alias i64 (i64, i8), ptr @_Z6selectxa
; CHECK-DAG: @_Z6selectic = alias i32 (i32, i8), ptr @_Z6selectih
; CHECK-DAG: @_Z6selectlh = alias i64 (i64, i8), ptr @_Z6selectxh
; CHECK-DAG: @_Z4copyPlPKl = alias void (ptr, ptr), ptr @_Z4copyPxPKx
; CHECK-DAG: define i8 @_Z3absa(
; CHECK-DAG: define i32 @_Z6selectia(
; CHECK-DAG: @_Z6selectxc = alias i64 (i64, i8), ptr @_Z6selectxh

; ABSENT-NOT: @_Z6selectia =

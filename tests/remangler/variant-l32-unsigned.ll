; A 32-bit long and an unsigned char: long names the int functions (rule 2),
; and rule 3 spells int as long and unsigned char as char.
; RUN: %llvm-as %S/Inputs/builtins.ll -o %t.in.bc
; RUN: %remangler --long-width=l32 --char-signedness=unsigned --input-ir=%t.in.bc -o %t.bc
; RUN: %opt -passes=verify -disable-output %t.bc
; RUN: %llvm-dis %t.bc -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=ABSENT < %t.ll

; CHECK: target triple = "nvptx64-nvidia-cuda"
; CHECK-DAG: @_Z3absl = alias i32 (i32), ptr @_Z3absi
; CHECK-DAG: @_Z3absm = alias i32 (i32), ptr @_Z3absj
; CHECK-DAG: @_Z3absc = alias i8 (i8), ptr @_Z3absh
; CHECK-DAG: @_Z6selectlc = alias i32 (i32, i8), ptr @_Z6selectih
; CHECK-DAG: @_Z6selectic = alias i32 (i32, i8), ptr @_Z6selectih
; CHECK-DAG: @_Z6selectlh = alias i32 (i32, i8), ptr @_Z6selectih
; CHECK-DAG: define i64 @_Z6selectxa(
; CHECK-DAG: define i32 @_Z6selectia(
; CHECK-DAG: define i64 @_Z6selectxh(
; CHECK-DAG: @_Z6selectxc = alias i64 (i64, i8), ptr @_Z6selectxh
; CHECK-DAG: @_Z6selectla = alias i32 (i32, i8), ptr @_Z6selectia

; ABSENT-NOT: @_Z4copyPlPKl

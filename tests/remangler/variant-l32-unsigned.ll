; A 32-bit long and an unsigned char: rules 1 and 2 disagree on every type,
; so rule 3 would only repeat the renamed name and adds nothing.
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

; ABSENT-NOT: @_Z6selectxc
; ABSENT-NOT: @_Z6selectla
; ABSENT-NOT: @_Z4copyPlPKl

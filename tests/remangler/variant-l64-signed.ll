; Linux x86-64 host: long is 64-bit, char is signed. Every long/char name is
; renamed (rule 1), its original name aliases the renamed function (rule 2),
; and so does the name with only char as signed char (rule 3 on l64).
; RUN: %llvm-as %S/Inputs/builtins.ll -o %t.in.bc
; RUN: %remangler --long-width=l64 --char-signedness=signed --input-ir=%t.in.bc -o %t.bc
; RUN: %opt -passes=verify -disable-output %t.bc
; RUN: %llvm-dis %t.bc -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=ABSENT < %t.ll

; CHECK: target triple = "nvptx64-nvidia-cuda"
; CHECK-DAG: @_Z3absl = alias i64 (i64), ptr @_Z3absx
; CHECK-DAG: @_Z3absm = alias i64 (i64), ptr @_Z3absy
; CHECK-DAG: @_Z3absc = alias i8 (i8), ptr @_Z3absa
; CHECK-DAG: @_Z6selectlc = alias i64 (i64, i8), ptr @_Z6selectxa
; CHECK-DAG: @_Z6selectla = alias i64 (i64, i8), ptr @_Z6selectxa
; CHECK-DAG: @_Z6selectic = alias i32 (i32, i8), ptr @_Z6selectia
; CHECK-DAG: @_Z6selectlh = alias i64 (i64, i8), ptr @_Z6selectxh
; CHECK-DAG: @_Z4copyPlPKl = alias void (ptr, ptr), ptr @_Z4copyPxPKx
; CHECK-DAG: @_Z6vload4mPU3AS1Kl = alias <4 x i64> (i64, ptr addrspace(1)), ptr @_Z6vload4yPU3AS1Kx
; CHECK-DAG: @_Z3maxDv4_lS_ = alias <4 x i64> (<4 x i64>, <4 x i64>), ptr @_Z3maxDv4_xS_
; CHECK-DAG: @_Z6callerl = alias i64 (i64), ptr @_Z6callerx

; CHECK-DAG: define i32 @_Z3absi(
; CHECK-DAG: define i8 @_Z3absh(
; CHECK-DAG: define i32 @_Z6selectih(
; CHECK-DAG: define linkonce_odr i64 @_Z8popcountx(

; The caller inside the library now calls the renamed function.
; CHECK-LABEL: define i64 @_Z6callerx(
; CHECK: call i64 @_Z3absx(

; A declaration is renamed only; an internal function has no outside callers.
; CHECK-DAG: declare i64 @_Z8externalx(i64)
; CHECK-DAG: define internal i64 @_ZL6helperx(

; The entry point to a linkonce_odr function forwards to it.
; CHECK-LABEL: define linkonce_odr i64 @_Z8popcountl(i64 noundef %0) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: %1 = call i64 @_Z8popcountx(i64 noundef %0)
; CHECK-NEXT: ret i64 %1
; CHECK: attributes #0 = { convergent nounwind }

; Rule 3 adds nothing else: rules 1 and 2 agree on long.
; ABSENT-NOT: @_Z6selectxc
; ABSENT-NOT: @_Z8externall
; ABSENT-NOT: @_ZL6helperl
; ABSENT-NOT: nvidiacl

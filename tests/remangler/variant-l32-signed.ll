; Windows host: long is 32-bit, so an original long name points to the int
; function (rule 2), and long long with char gets its own entry point to
; the renamed function (rule 3: _Z6selectlc is renamed _Z6selectxa and
; _Z6selectxc is added for it).
; RUN: %llvm-as %S/Inputs/builtins.ll -o %t.in.bc
; RUN: %remangler --long-width=l32 --char-signedness=signed --input-ir=%t.in.bc -o %t.bc -v 2> %t.log
; RUN: %opt -passes=verify -disable-output %t.bc
; RUN: %llvm-dis %t.bc -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=ABSENT < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.log

; CHECK: target triple = "nvptx64-nvidia-cuda"
; CHECK-DAG: @_Z3absl = alias i32 (i32), ptr @_Z3absi
; CHECK-DAG: @_Z3absm = alias i32 (i32), ptr @_Z3absj
; CHECK-DAG: @_Z3absc = alias i8 (i8), ptr @_Z3absa
; CHECK-DAG: @_Z6selectlc = alias i32 (i32, i8), ptr @_Z6selectia
; CHECK-DAG: @_Z6selectxc = alias i64 (i64, i8), ptr @_Z6selectxa
; CHECK-DAG: @_Z6selectic = alias i32 (i32, i8), ptr @_Z6selectia
; CHECK-DAG: @_Z6selectlh = alias i32 (i32, i8), ptr @_Z6selectih
; CHECK-DAG: @_Z6vload4mPU3AS1Kl = alias <4 x i32> (i32, ptr addrspace(1)), ptr @_Z6vload4jPU3AS1Ki
; CHECK-DAG: @_Z3maxDv4_lS_ = alias <4 x i32> (<4 x i32>, <4 x i32>), ptr @_Z3maxDv4_iS_

; CHECK-DAG: define i64 @_Z3absx(
; CHECK-DAG: define i64 @_Z3absy(
; CHECK-DAG: define i64 @_Z6selectxa(
; CHECK-DAG: define i64 @_Z6selectxh(
; CHECK-DAG: define void @_Z4copyPxPKx(
; CHECK-DAG: define <4 x i64> @_Z6vload4yPU3AS1Kx(

; CHECK-LABEL: define linkonce_odr i32 @_Z8popcountl(i32 noundef %0) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: %1 = call i32 @_Z8popcounti(i32 noundef %0)
; CHECK-NEXT: ret i32 %1

; No int function for these: their original names are not re-created.
; ABSENT-NOT: @_Z4copyPlPKl
; ABSENT-NOT: @_Z6callerl

; LOG-DAG: libclc-remangler: renamed _Z4copyPlPKl -> _Z4copyPxPKx
; LOG-DAG: libclc-remangler: not added _Z4copyPlPKl: no function _Z4copyPiPKi to point it to
; LOG-DAG: libclc-remangler: not added _Z6callerl: no function _Z6calleri to point it to
; LOG-DAG: libclc-remangler: added _Z6selectxc -> _Z6selectxa (alias)
; LOG-DAG: libclc-remangler: added _Z8popcountl -> _Z8popcounti (forwarding function)
; LOG: libclc-remangler: 13 renamed, 13 entry points added, 2 without a target, 0 names not parsed

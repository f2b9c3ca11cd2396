; When the renamed form already names a function, one function keeps the
; name: a definition over a declaration, else the one already there; uses of
; the other move to it, and the original name still becomes an entry point.
; RUN: %llvm-as %s -o %t.in.bc
; RUN: %remangler --long-width=l64 --char-signedness=signed --input-ir=%t.in.bc -o %t.bc -v 2> %t.log
; RUN: %opt -passes=verify -disable-output %t.bc
; RUN: %llvm-dis %t.bc -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=ABSENT < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.log

target triple = "nvptx64-unknown-nvidiacl"

; An explicit signed char overload beside the char one.
define i8 @_Z3absc(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @_Z3absa(i8 %x) {
  %r = add i8 %x, 2
  ret i8 %r
}

; Only a declaration carries the renamed form.
declare i8 @_Z3nega(i8)

define i8 @_Z3negc(i8 %x) {
  %r = sub i8 0, %x
  ret i8 %r
}

; Two originals that both become mix(signed char, signed char).
define i8 @_Z3mixca(i8 %a, i8 %b) {
  %r = add i8 %a, 3
  ret i8 %r
}

define i8 @_Z3mixac(i8 %a, i8 %b) {
  %r = add i8 %a, 4
  ret i8 %r
}

define i8 @user(i8 %x) {
  %a = call i8 @_Z3absc(i8 %x)
  %b = call i8 @_Z3nega(i8 %a)
  ret i8 %b
}

; CHECK-DAG: @_Z3absc = alias i8 (i8), ptr @_Z3absa
; CHECK-DAG: @_Z3negc = alias i8 (i8), ptr @_Z3nega
; CHECK-DAG: @_Z3mixca = alias i8 (i8, i8), ptr @_Z3mixaa
; CHECK-DAG: @_Z3mixac = alias i8 (i8, i8), ptr @_Z3mixaa

; CHECK-LABEL: define i8 @_Z3absa(
; CHECK-NEXT: add i8 %x, 2
; CHECK-LABEL: define i8 @_Z3nega(
; CHECK-NEXT: sub i8 0, %x
; CHECK-LABEL: define i8 @_Z3mixaa(
; CHECK-NEXT: add i8 %a, 3
; CHECK-LABEL: define i8 @user(
; CHECK-NEXT: call i8 @_Z3absa(
; CHECK-NEXT: call i8 @_Z3nega(
; CHECK-NOT: define

; The bodies that gave way are gone.
; ABSENT-NOT: add i8 %x, 1
; ABSENT-NOT: add i8 %a, 4
; ABSENT-NOT: declare

; LOG-DAG: renamed _Z3absc -> _Z3absa, which already existed; kept the existing one
; LOG-DAG: renamed _Z3negc -> _Z3nega, which already existed; kept the renamed one
; LOG-DAG: renamed _Z3mixac -> _Z3mixaa, which already existed; kept the existing one

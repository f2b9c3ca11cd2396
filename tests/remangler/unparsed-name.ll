; A name outside the grammar is left as it is and -v says so; -S -o - writes
; textual IR to stdout.
; RUN: %llvm-as %s -o %t.in.bc
; RUN: %remangler --long-width=l64 --char-signedness=signed --input-ir=%t.in.bc -S -o - -v 2> %t.log | FileCheck %s
; RUN: FileCheck %s --check-prefix=LOG < %t.log

target triple = "nvptx64-unknown-nvidiacl"

; CHECK: define void @_Z1gQl(
define void @_Z1gQl(i64 %x) {
  ret void
}

; CHECK: define void @_Z1fx(
define void @_Z1fl(i64 %x) {
  ret void
}

; LOG: libclc-remangler: cannot parse _Z1gQl; left as it is
; LOG: libclc-remangler: renamed _Z1fl -> _Z1fx
; LOG: libclc-remangler: added _Z1fl -> _Z1fx (alias)
; LOG: libclc-remangler: 1 renamed, 1 entry points added, 0 without a target, 1 names not parsed

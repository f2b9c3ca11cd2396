; Builtins as a library written in OpenCL C defines them: long, unsigned
; long and char in their names. Shared by the variant-*.ll tests.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

define i64 @_Z3absl(i64 %x) {
  ret i64 %x
}

define i64 @_Z3absm(i64 %x) {
  ret i64 %x
}

define i8 @_Z3absc(i8 %x) {
  ret i8 %x
}

define i32 @_Z3absi(i32 %x) {
  ret i32 %x
}

define i32 @_Z3absj(i32 %x) {
  ret i32 %x
}

define i8 @_Z3absh(i8 %x) {
  ret i8 %x
}

; long with char: rule 3 adds the mixed permutations. _Z6selectlc comes
; before _Z6selectic, whose renamed form is the l32 target of the former.
define i64 @_Z6selectlc(i64 %x, i8 %c) {
  ret i64 %x
}

define i32 @_Z6selectic(i32 %x, i8 %c) {
  ret i32 %x
}

define i64 @_Z6selectlh(i64 %x, i8 %c) {
  ret i64 %x
}

define i32 @_Z6selectih(i32 %x, i8 %c) {
  ret i32 %x
}

; Two pointees that become one type: the renamed name uses a substitution.
define void @_Z4copyPlPKl(ptr %dst, ptr %src) {
  ret void
}

define <4 x i64> @_Z6vload4mPU3AS1Kl(i64 %i, ptr addrspace(1) %p) {
  %v = load <4 x i64>, ptr addrspace(1) %p
  ret <4 x i64> %v
}

define <4 x i32> @_Z6vload4jPU3AS1Ki(i32 %i, ptr addrspace(1) %p) {
  %v = load <4 x i32>, ptr addrspace(1) %p
  ret <4 x i32> %v
}

define <4 x i64> @_Z3maxDv4_lS_(<4 x i64> %a, <4 x i64> %b) {
  ret <4 x i64> %a
}

define <4 x i32> @_Z3maxDv4_iS_(<4 x i32> %a, <4 x i32> %b) {
  ret <4 x i32> %a
}

; libclc defines its builtins linkonce_odr, which ptxas cannot alias.
define linkonce_odr i64 @_Z8popcountl(i64 noundef %x) #0 {
  ret i64 %x
}

define linkonce_odr i32 @_Z8popcounti(i32 noundef %x) #0 {
  ret i32 %x
}

define i64 @_Z6callerl(i64 %x) {
  %r = call i64 @_Z3absl(i64 %x)
  ret i64 %r
}

declare i64 @_Z8externall(i64)

define internal i64 @_ZL6helperl(i64 %x) {
  ret i64 %x
}

define i64 @not_mangled(i64 %x) {
  %r = call i64 @_ZL6helperl(i64 %x)
  %s = call i64 @_Z8externall(i64 %r)
  ret i64 %s
}

attributes #0 = { convergent nounwind }

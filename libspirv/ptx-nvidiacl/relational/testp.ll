; testp classifies a float or double into a predicate in one instruction.
; LLVM has no testp intrinsic and clang no predicate ("b") asm operand, so
; these helpers are IR; classify.cl calls them for IsInf, IsFinite, IsNormal.
; testp.normal counts +-0 as normal (PTX ISA, testp), OpenCL's isnormal does
; not: the normal helpers also test for zero.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

define zeroext i1 @__libspirv_testp_infinite_f32(float %x) #0 {
  %r = call i1 asm "testp.infinite.f32 $0, $1;", "=b,f"(float %x) #1
  ret i1 %r
}

define zeroext i1 @__libspirv_testp_finite_f32(float %x) #0 {
  %r = call i1 asm "testp.finite.f32 $0, $1;", "=b,f"(float %x) #1
  ret i1 %r
}

define zeroext i1 @__libspirv_testp_normal_f32(float %x) #0 {
  %normal_or_zero = call i1 asm "testp.normal.f32 $0, $1;", "=b,f"(float %x) #1
  %nonzero = fcmp une float %x, 0.000000e+00
  %r = and i1 %normal_or_zero, %nonzero
  ret i1 %r
}

define zeroext i1 @__libspirv_testp_infinite_f64(double %x) #0 {
  %r = call i1 asm "testp.infinite.f64 $0, $1;", "=b,d"(double %x) #1
  ret i1 %r
}

define zeroext i1 @__libspirv_testp_finite_f64(double %x) #0 {
  %r = call i1 asm "testp.finite.f64 $0, $1;", "=b,d"(double %x) #1
  ret i1 %r
}

define zeroext i1 @__libspirv_testp_normal_f64(double %x) #0 {
  %normal_or_zero = call i1 asm "testp.normal.f64 $0, $1;", "=b,d"(double %x) #1
  %nonzero = fcmp une double %x, 0.000000e+00
  %r = and i1 %normal_or_zero, %nonzero
  ret i1 %r
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
attributes #1 = { nounwind willreturn memory(none) }

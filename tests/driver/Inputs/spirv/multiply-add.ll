; out[0] = a * b + c: one fma where contraction is allowed, a product and a
; sum each rounded (.rn) under SPIR-V's ContractionOff.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @multiply_add(ptr addrspace(1) %out, double %a, double %b, double %c) {
entry:
  %m = fmul double %a, %b
  %s = fadd double %m, %c
  store double %s, ptr addrspace(1) %out, align 8
  ret void
}

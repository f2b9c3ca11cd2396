; 48-bit integer arithmetic (SPV_INTEL_arbitrary_precision_integers), as
; dpctl's radix sort keys use it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @i48_ops(ptr addrspace(1) %out, i64 %a, i64 %b) {
entry:
  %x = trunc i64 %a to i48
  %y = trunc i64 %b to i48
  %p = mul i48 %x, %y
  %q = udiv i48 %p, 7
  %r = lshr i48 %q, 5
  %w = zext i48 %r to i64
  store i64 %w, ptr addrspace(1) %out, align 8
  ret void
}

; A specialization constant (SpecId 7, default 42), as DPC++'s
; __spirv_SpecConstant call: the translator gives it its default value.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @spec_constant(ptr addrspace(1) %out) {
entry:
  %value = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42)
  %twice = shl i32 %value, 1
  store i32 %twice, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)

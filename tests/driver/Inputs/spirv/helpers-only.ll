; A SPIR-V module of helper functions and no kernel, as some images of SYCL
; libraries are (precompile.test).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @twice(i32 %x) {
entry:
  %y = shl i32 %x, 1
  ret i32 %y
}

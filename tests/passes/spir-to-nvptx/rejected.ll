; What the pass cannot retarget is an error naming the function or builtin,
; and no output: 32-bit spir, an ITT call whose result is used, a renamed
; builtin already declared with another type, another calling convention.

; RUN: split-file %s %t
; RUN: not %sycl-nvptx-lower %t/spir32.ll --passes=spir-to-nvptx -o %t/out.bc 2>&1 | FileCheck --check-prefix=SPIR32 %s
; RUN: not %sycl-nvptx-lower %t/itt-result.ll --passes=spir-to-nvptx -o %t/out.bc 2>&1 | FileCheck --check-prefix=ITT %s
; RUN: not %sycl-nvptx-lower %t/conflict.ll --passes=spir-to-nvptx -o %t/out.bc 2>&1 | FileCheck --check-prefix=CONFLICT %s
; RUN: not %sycl-nvptx-lower %t/calling-convention.ll --passes=spir-to-nvptx -o %t/out.bc 2>&1 | FileCheck --check-prefix=CC %s
; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=spirtonvptx -disable-output %t/calling-convention.ll 2>&1 | FileCheck --check-prefix=CC %s
; RUN: test ! -e %t/out.bc

; SPIR32: error: spir-to-nvptx: the module is 32-bit spir; only spir64 retargets to nvptx64
; ITT: error: spir-to-nvptx: function 'k' uses the result of '__itt_offload_wi_start_wrapper', an instrumentation call this pass removes
; CONFLICT: error: spir-to-nvptx: builtin '_Z16__spirv_ocl_fabsDh' becomes '_Z16__spirv_ocl_fabsDF16_', which the module declares with another type
; CC: error: spir-to-nvptx: function 'fast' has a calling convention that is not spir_kernel, spir_func or C

;--- spir32.ll
target triple = "spir-unknown-unknown"
define spir_kernel void @k() {
  ret void
}

;--- itt-result.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %out) {
  %r = call spir_func i32 @__itt_offload_wi_start_wrapper()
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
declare spir_func i32 @__itt_offload_wi_start_wrapper()

;--- conflict.ll
target triple = "spir64-unknown-unknown"
declare spir_func half @_Z16__spirv_ocl_fabsDh(half)
declare spir_func float @_Z16__spirv_ocl_fabsDF16_(float)

;--- calling-convention.ll
target triple = "spir64-unknown-unknown"
define fastcc void @fast() {
  ret void
}

; Calls to the ITT instrumentation (__itt_offload_*, what -fsycl-instrument-
; device-code adds around work-items and barriers) are removed, and so are
; the functions once nothing calls them; CUDA has no ITT collector.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=spirtonvptx,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -S -o - | FileCheck %s

; CHECK-NOT: __itt_offload
; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT:    call void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 912)
; CHECK-NEXT:    ret void
; CHECK-NOT: __itt_offload

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  call spir_func void @__itt_offload_wi_start_wrapper()
  call spir_func void @__itt_offload_wg_barrier_wrapper()
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 912)
  call spir_func void @__itt_offload_wi_resume_wrapper()
  call spir_func void @__itt_offload_wi_finish_wrapper()
  ret void
}

define spir_func void @__itt_offload_wi_start_wrapper() {
  ret void
}

declare spir_func void @__itt_offload_wg_barrier_wrapper()
declare spir_func void @__itt_offload_wi_resume_wrapper()
declare spir_func void @__itt_offload_wi_finish_wrapper()
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)

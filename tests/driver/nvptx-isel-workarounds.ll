; Two LLVM 19 NVPTX miscompiles the driver works around before code
; generation. A <16 x i8> load aligned below 16 became ld.v4.u32 at the
; misaligned address (CUDA_ERROR_MISALIGNED_ADDRESS on the GPU): it is now
; sixteen byte loads. fpext of a loaded <16 x half> (or <8 x float> to double)
; loaded straight into the wide registers with no cvt: every element is now
; converted.
; RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry bytes_at_odd_address(
; CHECK-NOT: ld.global.v4.u32
; CHECK-COUNT-16: ld.global.u8
; CHECK-NOT: ld.global.v4.u32
; CHECK: ret;
define void @bytes_at_odd_address(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %p = getelementptr inbounds i8, ptr addrspace(1) %in, i64 1
  %v = load <16 x i8>, ptr addrspace(1) %p, align 1
  store <16 x i8> %v, ptr addrspace(1) %out, align 1
  ret void
}

; An aligned one stays one vector load.
; CHECK-LABEL: .entry aligned_bytes(
; CHECK: ld.global.v4.u32
define void @aligned_bytes(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %v = load <16 x i8>, ptr addrspace(1) %in, align 16
  store <16 x i8> %v, ptr addrspace(1) %out, align 16
  ret void
}

; CHECK-LABEL: .entry widen_half16(
; CHECK-COUNT-16: cvt.f32.f16
; CHECK: ret;
define void @widen_half16(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %h = load <16 x half>, ptr addrspace(1) %in, align 32
  %f = fpext <16 x half> %h to <16 x float>
  store <16 x float> %f, ptr addrspace(1) %out, align 64
  ret void
}

; CHECK-LABEL: .entry widen_float8(
; CHECK-COUNT-8: cvt.f64.f32
; CHECK: ret;
define void @widen_float8(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %h = load <8 x float>, ptr addrspace(1) %in, align 32
  %f = fpext <8 x float> %h to <8 x double>
  store <8 x double> %f, ptr addrspace(1) %out, align 64
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @bytes_at_odd_address, !"kernel", i32 1}
!1 = !{ptr @aligned_bytes, !"kernel", i32 1}
!2 = !{ptr @widen_half16, !"kernel", i32 1}
!3 = !{ptr @widen_float8, !"kernel", i32 1}

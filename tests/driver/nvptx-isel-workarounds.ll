; Two LLVM 19 NVPTX miscompiles the driver works around before code
; generation. A <16 x i8> load aligned below 16 became ld.v4.u32 at the
; misaligned address (CUDA_ERROR_MISALIGNED_ADDRESS on the GPU): it is now
; sixteen byte loads. fpext of a loaded <16 x half> (or <8 x float> to double)
; loaded straight into the wide registers with no cvt: every element is now
; converted. And two slow lowerings: llvm.copysign (a shift, a compare and a
; selp of -|x| or |x|) is PTX's copysign for float and double (one LOP3 in
; SASS) and bit operations for half; select(c, -x, x) on double (a neg.f64,
; which is an FP64 add in SASS, and a selp.f64) flips the sign bit.
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

; PTX's copysign takes the sign's source first.
; CHECK-LABEL: .entry copysigns(
; CHECK-DAG: ld.param.f32 %f[[MAG:[0-9]+]], [copysigns_param_1];
; CHECK-DAG: ld.param.f32 %f[[SIGN:[0-9]+]], [copysigns_param_2];
; CHECK-NOT: selp
; CHECK: copysign.f32 %f{{[0-9]+}}, %f[[SIGN]], %f[[MAG]];
; CHECK: copysign.f64
; CHECK: and.b16 {{.*}}-32768
; CHECK-NOT: selp
; CHECK: ret;
define void @copysigns(ptr addrspace(1) %out, float %x, float %y, double %a, double %b, half %h, half %g) {
  %f = call float @llvm.copysign.f32(float %x, float %y)
  store float %f, ptr addrspace(1) %out
  %d = call double @llvm.copysign.f64(double %a, double %b)
  %pd = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store double %d, ptr addrspace(1) %pd
  %hh = call half @llvm.copysign.f16(half %h, half %g)
  %ph = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  store half %hh, ptr addrspace(1) %ph
  ret void
}

; CHECK-LABEL: .entry negate_if(
; CHECK-NOT: neg.f64
; CHECK-NOT: selp.f64
; CHECK: xor.b64
; CHECK: ret;
define void @negate_if(ptr addrspace(1) %out, double %x, i1 %c) {
  %n = fneg double %x
  %r = select i1 %c, double %n, double %x
  store double %r, ptr addrspace(1) %out
  ret void
}

declare float @llvm.copysign.f32(float, float)
declare double @llvm.copysign.f64(double, double)
declare half @llvm.copysign.f16(half, half)

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @bytes_at_odd_address, !"kernel", i32 1}
!1 = !{ptr @aligned_bytes, !"kernel", i32 1}
!2 = !{ptr @widen_half16, !"kernel", i32 1}
!3 = !{ptr @widen_float8, !"kernel", i32 1}
!4 = !{ptr @copysigns, !"kernel", i32 1}
!5 = !{ptr @negate_if, !"kernel", i32 1}

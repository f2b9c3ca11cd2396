// half (_Float16) math: f16 instructions where PTX has them (fma.rn.f16,
// cvt.rpi.f16.f16, min.f16 from sm_80), the rest in float with one rounding
// back to half.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.75.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM75 < %t.75.ptx
// RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t.90.ptx
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin

// CHECK-LABEL: .entry fma_half(
// CHECK-NOT: cvt
// CHECK: fma.rn.f16
// CHECK-NOT: cvt
// CHECK: ret;
kernel void fma_half(global _Float16 *p) {
  p[0] = __spirv_ocl_fma(p[1], p[2], p[3]);
}

// CHECK-LABEL: .entry mad_half2(
// CHECK: fma.rn.f16x2
// CHECK: ret;
kernel void mad_half2(global half2 *p) {
  p[0] = __spirv_ocl_mad(p[1], p[2], p[3]);
}

// CHECK-LABEL: .entry ceil_half(
// CHECK: cvt.rpi.f16.f16
// CHECK: ret;
kernel void ceil_half(global _Float16 *p) { p[0] = __spirv_ocl_ceil(p[1]); }

// CHECK-LABEL: .entry fmin_half(
// SM75: min.f32
// SM90: min.f16
// CHECK: ret;
kernel void fmin_half(global _Float16 *p) {
  p[0] = __spirv_ocl_fmin(p[1], p[2]);
}

// sin: in float (libdevice's sinf), rounded to half once.
// CHECK-LABEL: .entry sin_half(
// CHECK: cvt.f32.f16
// CHECK: cvt.rn.f16.f32
// CHECK-NOT: cvt.rn.f16.f32
// CHECK: ret;
kernel void sin_half(global _Float16 *p) { p[0] = __spirv_ocl_sin(p[1]); }

// remquo: every step exact in float.
// CHECK-LABEL: .entry remquo_half(
// CHECK: cvt.f32.f16
// CHECK: cvt.rn.f16.f32
// CHECK: ret;
kernel void remquo_half(global _Float16 *p, global int *q) {
  p[0] = __spirv_ocl_remquo(p[1], p[2], q);
}

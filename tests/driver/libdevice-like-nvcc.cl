// libdevice's atanhf shaped as nvcc compiles CUDA's: its Inf/NaN tail (bits
// of t at or above +inf's) a branch that ordinary arguments skip, not
// selects every call computes, and the tail's own test for t < -1 a branch
// around its fma (one block of selects ptxas predicates); its last product, copysign(0.5, x) * r, exact,
// fused with the caller's add. logf tests the same bits and keeps its
// selects (faster there). LibdeviceLikeNvcc.cpp.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 --global-offset=off %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry atanh_plus(
// CHECK: rcp.approx.ftz.f32
// CHECK: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f3F317218,
// CHECK-NEXT: setp.lt.u32 [[TAIL:%p[0-9]+]], {{%r[0-9]+}}, 2139095040;
// CHECK-NEXT: @[[TAIL]] bra
// CHECK-NOT: mul.rn.f32
// CHECK: copysign.f32 [[HALF:%f[0-9]+]], {{%f[0-9]+}}, {{%f[0-9]+}};
// CHECK: ld.global.f32 [[Y:%f[0-9]+]]
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[HALF]], {{%f[0-9]+}}, [[Y]];
// CHECK: ret;
// CHECK: setp.lt.s32 [[INNER:%p[0-9]+]], {{%r[0-9]+}}, -1082130431;
// CHECK-NEXT: @[[INNER]] bra
// CHECK-NOT: fma.rn.f32
// CHECK: selp.f32
// CHECK: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f7F800000, 0f7F800000;
kernel void atanh_plus(global const float *x, global const float *y, global float *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = __spirv_ocl_atanh(x[i]) + y[i];
}

// CHECK-LABEL: .entry log_plus(
// CHECK-NOT: bra
// CHECK: setp.gt.u32 [[TAIL:%p[0-9]+]], {{%r[0-9]+}}, 2139095039;
// CHECK: selp.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, [[TAIL]];
// CHECK-NOT: bra
// CHECK: ret;
kernel void log_plus(global const float *x, global const float *y, global float *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = __spirv_ocl_log(x[i]) + y[i];
}

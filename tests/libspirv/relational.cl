// The relational builtins become one PTX instruction each where PTX has one:
// setp with the ordered or unordered comparison, testp to classify float and
// double, sign-bit masks for Any and All, selp for select. testp.normal
// calls +-0 normal, so IsNormal also compares with zero.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .entry classify_float(
// CHECK: testp.normal.f32 [[NORMAL_OR_ZERO:%p[0-9]+]], [[X:%f[0-9]+]];
// CHECK: setp.neu.f32 [[NONZERO:%p[0-9]+]], [[X]], 0f00000000;
// CHECK: and.pred {{%p[0-9]+}}, [[NORMAL_OR_ZERO]], [[NONZERO]];
// CHECK: testp.infinite.f32
// CHECK: testp.finite.f32
// CHECK: setp.nan.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void classify_float(global int *out, global const float *in) {
  float x = in[0];
  out[0] = __spirv_IsNormal(x);
  out[1] = __spirv_IsInf(x);
  out[2] = __spirv_IsFinite(x);
  out[3] = __spirv_IsNan(x);
}

// CHECK-LABEL: .entry classify_double2(
// CHECK-COUNT-2: testp.normal.f64
kernel void classify_double2(global char2 *out, global const double2 *in) {
  out[0] = __spirv_IsNormal(in[0]);
}

// CHECK-LABEL: .entry compare_float(
// CHECK: setp.ltu.f32
// CHECK: setp.ne.f32
// CHECK: setp.equ.f32
// CHECK: setp.num.f32
// CHECK: setp.nan.f32
// CHECK: ret;
kernel void compare_float(global int *out, global const float *in) {
  float x = in[0], y = in[1];
  out[0] = __spirv_FUnordLessThan(x, y);
  out[1] = __spirv_FOrdNotEqual(x, y);
  out[2] = __spirv_FUnordEqual(x, y);
  out[3] = __spirv_Ordered(x, y);
  out[4] = __spirv_Unordered(x, y);
}

// half compares natively (sm_53 and up).
// CHECK-LABEL: .entry compare_half(
// CHECK: setp.geu.f16
// CHECK-NOT: cvt.f32.f16
// CHECK: ret;
kernel void compare_half(global int *out, global const _Float16 *in) {
  out[0] = __spirv_FUnordGreaterThanEqual(in[0], in[1]);
}

// CHECK-LABEL: .entry compare_double(
// CHECK: setp.gt.f64
kernel void compare_double(global int *out, global const double *in) {
  out[0] = __spirv_FOrdGreaterThan(in[0], in[1]);
}

// Any and All of a char16 test the sign bits of two 64-bit words.
// CHECK-LABEL: .entry any_all(
// CHECK: or.b64
// CHECK: and.b64 {{.*}}, -9187201950435737472;
// CHECK: setp.ne.s64
// CHECK: and.b64
// CHECK: and.b64 {{.*}}, -9187201950435737472;
// CHECK: setp.eq.s64 {{.*}}, -9187201950435737472;
kernel void any_all(global int *out, global const char16 *in) {
  out[0] = __spirv_Any(in[0]);
  out[1] = __spirv_All(in[1]);
}

// A vector select reads the sign bit of each mask component.
// CHECK-LABEL: .entry select_float4(
// CHECK-COUNT-4: setp.lt.s32 {{.*}}, 0;
// CHECK-COUNT-4: selp.f32
kernel void select_float4(global float4 *out, global const uint4 *c) {
  out[0] = __spirv_ocl_select(out[1], out[2], c[0]);
}

// CHECK-LABEL: .entry bitselect_float(
// CHECK: not.b32
// CHECK: and.b32
// CHECK: and.b32
// CHECK: or.b32
kernel void bitselect_float(global float *out) {
  out[0] = __spirv_ocl_bitselect(out[1], out[2], out[3]);
}

// The geometric builtins: fma chains for dot products, sqrt.rn and rcp.rn
// for length and normalize (after one testp.normal that the sum of squares
// neither overflowed nor underflowed), the approximate sqrt and rsqrt for
// the fast_ forms; half accumulates in float. Products left unfused print
// bare (mul.f32): libspirv and the user's code may contract.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .entry dot_float4(
// CHECK: mul.f32
// CHECK-COUNT-3: fma.rn.f32
// CHECK-NOT: fma
// CHECK: ret;
kernel void dot_float4(global float *out, global const float4 *p) { *out = __spirv_Dot(p[0], p[1]); }

// CHECK-LABEL: .entry dot_half4(
// CHECK: cvt.f32.f16
// CHECK: mul.f32
// CHECK-COUNT-3: fma.rn.f32
// CHECK: cvt.rn.f16.f32
kernel void dot_half4(global _Float16 *out, global const half4 *p) {
  *out = __spirv_Dot(p[0], p[1]);
}

// CHECK-LABEL: .entry length_float3(
// CHECK: testp.normal.f32
// CHECK: sqrt.rn.f32
kernel void length_float3(global float *out, global const float3 *p) {
  *out = __spirv_ocl_length(*p);
}

// A scalar's length is its magnitude.
// CHECK-LABEL: .entry length_double(
// CHECK: abs.f64
// CHECK-NOT: sqrt
// CHECK: ret;
kernel void length_double(global double *out, global const double *p) {
  *out = __spirv_ocl_length(*p);
}

// CHECK-LABEL: .entry normalize_float4(
// CHECK: testp.normal.f32
// CHECK: sqrt.rn.f32
// CHECK-NEXT: rcp.rn.f32
// CHECK-COUNT-4: mul.f32
kernel void normalize_float4(global float4 *p) { p[0] = __spirv_ocl_normalize(p[1]); }

// CHECK-LABEL: .entry fast_length_float2(
// CHECK: sqrt.approx.f32
kernel void fast_length_float2(global float *out, global const float2 *p) {
  *out = __spirv_ocl_fast_length(*p);
}

// A subnormal sum of squares takes normalize's rescaling path instead.
// CHECK-LABEL: .entry fast_normalize_float4(
// CHECK: setp.geu.f32 {{%p[0-9]+}}, [[SQUARES:%f[0-9]+]], 0f00800000;
// CHECK: rsqrt.approx.f32 {{%f[0-9]+}}, [[SQUARES]];
kernel void fast_normalize_float4(global float4 *p) { p[0] = __spirv_ocl_fast_normalize(p[1]); }

// CHECK-LABEL: .entry cross_double3(
// CHECK-COUNT-3: fma.rn.f64
kernel void cross_double3(global double3 *p) { p[0] = __spirv_ocl_cross(p[1], p[2]); }

// CHECK-LABEL: .entry vector_times_scalar(
// CHECK-COUNT-8: mul.f32
kernel void vector_times_scalar(global float8 *p, float s) {
  p[0] = __spirv_VectorTimesScalar(p[1], s);
}

// Math builtins with a pointer result store it once, in the pointer's own
// address space: st.global, st.shared, a generic st for a generic pointer,
// and registers only for a private variable; vectors in wide stores.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.75.ptx
// RUN: FileCheck %s < %t.75.ptx
// RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin

// CHECK-LABEL: .entry sincos_global(
// CHECK-DAG: st.global.f32 [%rd{{[0-9]+}}+8],
// CHECK-DAG: st.global.f32 [%rd{{[0-9]+}}],
// CHECK: ret;
kernel void sincos_global(global float *p) {
  p[0] = __spirv_ocl_sincos(p[1], &p[2]);
}

// CHECK-LABEL: .entry sincos_local(
// CHECK: st.shared.f32
// CHECK: ret;
kernel void sincos_local(global float *p, local float *l) {
  p[0] = __spirv_ocl_sincos(p[1], l);
}

// A generic pointer (here to a private variable, in a function kept apart):
// a plain st.
// CHECK-LABEL: .func (.param .b32 func_retval0) sincos_generic(
// CHECK: st.f32 [%rd{{[0-9]+}}],
// CHECK: ret;
// CHECK-LABEL: .entry sincos_through_generic(
// CHECK: call.uni
__attribute__((noinline)) float sincos_generic(float x, float *c) {
  return __spirv_ocl_sincos(x, c);
}
kernel void sincos_through_generic(global float *p) {
  float c;
  p[0] = sincos_generic(p[1], &c);
  p[2] = c;
}

// A private variable: the cosine stays in a register until stored.
// CHECK-LABEL: .entry sincos_private(
// CHECK-NOT: st.local.f32
// CHECK: ret;
kernel void sincos_private(global float *p) {
  float c;
  p[0] = __spirv_ocl_sincos(p[1], &c);
  p[2] = c;
}

// CHECK-LABEL: .entry sincos_float4_global(
// CHECK-COUNT-2: st.global.v4.f32
// CHECK: ret;
kernel void sincos_float4_global(global float4 *p) {
  p[0] = __spirv_ocl_sincos(p[1], &p[2]);
}

// An int3 is stored as the four ints it occupies.
// CHECK-LABEL: .entry frexp_double3_local(
// CHECK: st.shared.v4.u32
// CHECK: ret;
kernel void frexp_double3_local(global double3 *p, local int3 *l) {
  p[0] = __spirv_ocl_frexp(p[1], l);
}

// CHECK-LABEL: .entry remquo_half_global(
// CHECK-DAG: st.global.u32
// CHECK-DAG: st.global.b16
// CHECK: ret;
kernel void remquo_half_global(global _Float16 *p, global int *q) {
  p[0] = __spirv_ocl_remquo(p[1], p[2], q);
}

// CHECK-LABEL: .entry lgamma_r_local(
// CHECK: st.shared.u32
// CHECK: ret;
kernel void lgamma_r_local(global double *p, local int *l) {
  p[0] = __spirv_ocl_lgamma_r(p[1], l);
}

// CHECK-LABEL: .entry modf_half8_global(
// CHECK-COUNT-2: st.global.v4.b32
// CHECK: ret;
kernel void modf_half8_global(global half8 *p) {
  p[0] = __spirv_ocl_modf(p[1], &p[2]);
}

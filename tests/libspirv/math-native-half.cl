// native_* map to the PTX approximations in their flush-to-zero forms;
// half_* (8192 ulp, subnormals kept) to the non-ftz forms, and div.full for
// half_divide; half_sin, half_cos and half_tan reduce in float (no f64) and
// use fma polynomials (half_tan one rcp.approx). No libdevice call in either.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.75.ptx
// RUN: FileCheck %s < %t.75.ptx
// RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin

// CHECK-LABEL: .entry native_sin(
// CHECK-NOT: call
// CHECK: sin.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_sin(global float *p) { p[0] = __spirv_ocl_native_sin(p[1]); }

// CHECK-LABEL: .entry native_cos(
// CHECK-NOT: call
// CHECK: cos.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_cos(global float *p) { p[0] = __spirv_ocl_native_cos(p[1]); }

// CHECK-LABEL: .entry native_tan(
// CHECK-NOT: call
// CHECK: div.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_tan(global float *p) { p[0] = __spirv_ocl_native_tan(p[1]); }

// CHECK-LABEL: .entry native_exp(
// CHECK-NOT: call
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_exp(global float *p) { p[0] = __spirv_ocl_native_exp(p[1]); }

// CHECK-LABEL: .entry native_exp2(
// CHECK-NOT: call
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_exp2(global float *p) { p[0] = __spirv_ocl_native_exp2(p[1]); }

// CHECK-LABEL: .entry native_exp10(
// CHECK-NOT: call
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_exp10(global float *p) { p[0] = __spirv_ocl_native_exp10(p[1]); }

// CHECK-LABEL: .entry native_log(
// CHECK-NOT: call
// CHECK: lg2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_log(global float *p) { p[0] = __spirv_ocl_native_log(p[1]); }

// CHECK-LABEL: .entry native_log2(
// CHECK-NOT: call
// CHECK: lg2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_log2(global float *p) { p[0] = __spirv_ocl_native_log2(p[1]); }

// CHECK-LABEL: .entry native_log10(
// CHECK-NOT: call
// CHECK: lg2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_log10(global float *p) { p[0] = __spirv_ocl_native_log10(p[1]); }

// CHECK-LABEL: .entry native_recip(
// CHECK-NOT: call
// CHECK: rcp.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_recip(global float *p) { p[0] = __spirv_ocl_native_recip(p[1]); }

// CHECK-LABEL: .entry native_rsqrt(
// CHECK-NOT: call
// CHECK: rsqrt.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_rsqrt(global float *p) { p[0] = __spirv_ocl_native_rsqrt(p[1]); }

// CHECK-LABEL: .entry native_sqrt(
// CHECK-NOT: call
// CHECK: sqrt.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_sqrt(global float *p) { p[0] = __spirv_ocl_native_sqrt(p[1]); }

// CHECK-LABEL: .entry native_divide(
// CHECK-NOT: call
// CHECK: div.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_divide(global float *p) { p[0] = __spirv_ocl_native_divide(p[1], p[2]); }

// CHECK-LABEL: .entry native_powr(
// CHECK-NOT: call
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void native_powr(global float *p) { p[0] = __spirv_ocl_native_powr(p[1], p[2]); }

// CHECK-LABEL: .entry half_sin(
// CHECK-NOT: {{call|f64|sin.approx}}
// CHECK: fma.rn.f32
// CHECK-NOT: {{call|f64|sin.approx}}
// CHECK: ret;
kernel void half_sin(global float *p) { p[0] = __spirv_ocl_half_sin(p[1]); }

// CHECK-LABEL: .entry half_cos(
// CHECK-NOT: {{call|f64|cos.approx}}
// CHECK: fma.rn.f32
// CHECK-NOT: {{call|f64|cos.approx}}
// CHECK: ret;
kernel void half_cos(global float *p) { p[0] = __spirv_ocl_half_cos(p[1]); }

// CHECK-LABEL: .entry half_tan(
// CHECK-NOT: {{call|f64}}
// CHECK: rcp.approx.ftz.f32
// CHECK-NOT: {{call|f64}}
// CHECK: ret;
kernel void half_tan(global float *p) { p[0] = __spirv_ocl_half_tan(p[1]); }

// CHECK-LABEL: .entry half_exp(
// CHECK-NOT: call
// CHECK: ex2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_exp(global float *p) { p[0] = __spirv_ocl_half_exp(p[1]); }

// CHECK-LABEL: .entry half_exp2(
// CHECK-NOT: call
// CHECK: ex2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_exp2(global float *p) { p[0] = __spirv_ocl_half_exp2(p[1]); }

// CHECK-LABEL: .entry half_exp10(
// CHECK-NOT: call
// CHECK: ex2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_exp10(global float *p) { p[0] = __spirv_ocl_half_exp10(p[1]); }

// CHECK-LABEL: .entry half_log(
// CHECK-NOT: call
// CHECK: lg2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_log(global float *p) { p[0] = __spirv_ocl_half_log(p[1]); }

// CHECK-LABEL: .entry half_log2(
// CHECK-NOT: call
// CHECK: lg2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_log2(global float *p) { p[0] = __spirv_ocl_half_log2(p[1]); }

// CHECK-LABEL: .entry half_log10(
// CHECK-NOT: call
// CHECK: lg2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_log10(global float *p) { p[0] = __spirv_ocl_half_log10(p[1]); }

// CHECK-LABEL: .entry half_recip(
// CHECK-NOT: call
// CHECK: rcp.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_recip(global float *p) { p[0] = __spirv_ocl_half_recip(p[1]); }

// CHECK-LABEL: .entry half_rsqrt(
// CHECK-NOT: call
// CHECK: rsqrt.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_rsqrt(global float *p) { p[0] = __spirv_ocl_half_rsqrt(p[1]); }

// CHECK-LABEL: .entry half_sqrt(
// CHECK-NOT: call
// CHECK: sqrt.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_sqrt(global float *p) { p[0] = __spirv_ocl_half_sqrt(p[1]); }

// CHECK-LABEL: .entry half_divide(
// CHECK-NOT: call
// CHECK: div.full.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_divide(global float *p) { p[0] = __spirv_ocl_half_divide(p[1], p[2]); }

// CHECK-LABEL: .entry half_powr(
// CHECK-NOT: call
// CHECK: ex2.approx.f32
// CHECK-NOT: call
// CHECK: ret;
kernel void half_powr(global float *p) { p[0] = __spirv_ocl_half_powr(p[1], p[2]); }

// The ftz forms only in native_*, the exact ones nowhere.
// CHECK-LABEL: .entry half_exp2_vector(
// CHECK-COUNT-4: ex2.approx.f32
// CHECK-NOT: ftz
// CHECK: ret;
kernel void half_exp2_vector(global float4 *p) {
  p[0] = __spirv_ocl_half_exp2(p[1]);
}

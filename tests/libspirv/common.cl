// The common builtins: PTX max/min for fclamp, one fma for mix, one
// multiplication for degrees and radians, setp/selp for step and sign.
// libspirv may contract, so what stays unfused prints bare (mul.f32), as
// nvcc prints it, for ptxas to fuse where it can.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .entry fclamp_float(
// CHECK: max.f32
// CHECK-NEXT: min.f32
kernel void fclamp_float(global float *p) { p[0] = __spirv_ocl_fclamp(p[1], p[2], p[3]); }

// Before sm_80 half max and min go through float; from sm_80, two at a time.
// CHECK-LABEL: .entry fclamp_half2(
// CHECK: max.f32
// SM90-LABEL: .entry fclamp_half2(
// SM90: max.f16x2
// SM90-NEXT: min.f16x2
kernel void fclamp_half2(global half2 *p) { p[0] = __spirv_ocl_fclamp(p[1], p[2], p[3]); }

// CHECK-LABEL: .entry mix_double(
// CHECK: sub.f64
// CHECK-NEXT: fma.rn.f64
kernel void mix_double(global double *p) { p[0] = __spirv_ocl_mix(p[1], p[2], p[3]); }

// 180/pi and pi/180 rounded to each type.
// CHECK-LABEL: .entry degrees_radians(
// CHECK: mul.f32 {{.*}}, 0f42652EE1;
// CHECK: mul.f64 {{.*}}, 0d3F91DF46A2529D39;
// CHECK: mov.b16 [[H:%rs[0-9]+]], 0x5329;
// CHECK: mul.f16 {{.*}}, [[H]];
kernel void degrees_radians(global float *f, global double *d, global _Float16 *h) {
  f[0] = __spirv_ocl_degrees(f[1]);
  d[0] = __spirv_ocl_radians(d[1]);
  h[0] = __spirv_ocl_degrees(h[1]);
}

// CHECK-LABEL: .entry step_float(
// CHECK: setp.lt.f32
// CHECK: selp.f32 {{.*}}, 0f00000000, 0f3F800000,
kernel void step_float(global float *p) { p[0] = __spirv_ocl_step(p[1], p[2]); }

// sign: NaN gives 0, zeros themselves, else +-1.
// CHECK-LABEL: .entry sign_float(
// CHECK: setp.nan.f32
// CHECK: setp.eq.f32
kernel void sign_float(global float *p) { p[0] = __spirv_ocl_sign(p[1]); }

// CHECK-LABEL: .entry smoothstep_float(
// CHECK: div.rn.f32
// CHECK: max.f32
// CHECK: min.f32
kernel void smoothstep_float(global float *p) {
  p[0] = __spirv_ocl_smoothstep(p[1], p[2], p[3]);
}

// The __clc_* functions SYCL headers call. bfloat16 min, max and fma use
// PTX's bf16 instructions from sm_80; before, they compute through float and
// double, with no bf16 instruction left (not even at -O0: NVVMReflect answers
// in the library function, before it is inlined). tanh.approx and
// ex2.approx.f16 are sm_75 instructions of PTX 7.0, which the driver asks for.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=SM75 < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx -O0 %s -o %t.O0.ptx
// RUN: %ptxas -arch=sm_75 %t.O0.ptx -o %t.O0.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// SM75: .version 7.0
// SM75-NOT: {{(min|max|fma\.rn)\.bf16}}

// SM75-LABEL: .entry bfloat16_min_fma_abs(
// SM75: min.f32
// SM75: cvt.rz.f32.f64
// SM75: and.b16 {{.*}}, 32767;
// SM90-LABEL: .entry bfloat16_min_fma_abs(
// SM90: min.bf16
// SM90: fma.rn.bf16
// SM90: and.b16 {{.*}}, 32767;
kernel void bfloat16_min_fma_abs(global ushort *p) {
  p[0] = __clc_fmin(p[1], p[2]);
  p[3] = __clc_fma(p[4], p[5], p[6]);
  p[7] = __clc_fabs(p[8]);
}

// A uint holds two bfloat16.
// SM75-LABEL: .entry bfloat16x2_max_fma(
// SM75-COUNT-2: max.f32
// SM90-LABEL: .entry bfloat16x2_max_fma(
// SM90: max.bf16x2
// SM90: fma.rn.bf16x2
kernel void bfloat16x2_max_fma(global uint *p) {
  p[0] = __clc_fmax(p[1], p[2]);
  p[3] = __clc_fma(p[4], p[5], p[6]);
}

// SM75-LABEL: .entry native(
// SM75: tanh.approx.f32
// SM75: ex2.approx.f16x2
// SM75: tanh.approx.f16x2
// SM75: tanh.approx.f16 {{%rs}}
kernel void native(global float *f, global half2 *h2, global half3 *h3) {
  f[0] = __clc_native_tanh(f[1]);
  h2[0] = __clc_native_exp2(h2[1]);
  h3[0] = __clc_native_tanh(h3[1]);
}

// Conversions become one PTX cvt with the rounding of their suffix; _sat is
// the same cvt (it clamps anyway) plus setp.nan/selp where cvt's NaN result
// is not 0 (from double, or into 64 bits); half converts directly.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: FileCheck %s < %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// Float to integer rounds toward zero by default.
// CHECK-LABEL: .entry float_to_int_roundings(
// CHECK: cvt.rzi.s32.f32
// CHECK: cvt.rni.s32.f32
// CHECK: cvt.rpi.s32.f32
// CHECK: cvt.rmi.s32.f32
kernel void float_to_int_roundings(global int *out, global const float *in) {
  float x = in[0];
  out[0] = __spirv_ConvertFToS_Rint(x);
  out[1] = __spirv_ConvertFToS_Rint_rte(x);
  out[2] = __spirv_ConvertFToS_Rint_rtp(x);
  out[3] = __spirv_ConvertFToS_Rint_rtn(x);
}

// cvt gives 1 << 63 for NaN here; _sat must give 0.
// CHECK-LABEL: .entry double_to_ulong_sat(
// CHECK: cvt.rzi.u64.f64 [[R:%rd[0-9]+]], [[X:%fd[0-9]+]];
// CHECK: setp.nan.f64 [[NAN:%p[0-9]+]], [[X]], [[X]];
// CHECK: selp.b64 {{%rd[0-9]+}}, 0, [[R]], [[NAN]];
kernel void double_to_ulong_sat(global ulong *out, global const double *in) {
  out[0] = __spirv_ConvertFToU_Rulong_sat_rtz(in[0]);
}

// From half into 8 bits: one cvt, which clamps and gives 0 for NaN.
// CHECK-LABEL: .entry half_to_char_sat(
// CHECK: cvt.rni.s8.f16
// CHECK-NOT: selp
// CHECK: ret;
kernel void half_to_char_sat(global char *out, global const _Float16 *in) {
  out[0] = __spirv_ConvertFToS_Rchar_sat_rte(in[0]);
}

// CHECK-LABEL: .entry long_to_float_roundings(
// CHECK: cvt.rn.f32.s64
// CHECK: cvt.rz.f32.s64
// CHECK: cvt.rp.f32.s64
// CHECK: cvt.rm.f32.s64
kernel void long_to_float_roundings(global float *out, global const long *in) {
  long x = in[0];
  out[0] = __spirv_ConvertSToF_Rfloat_rte(x);
  out[1] = __spirv_ConvertSToF_Rfloat_rtz(x);
  out[2] = __spirv_ConvertSToF_Rfloat_rtp(x);
  out[3] = __spirv_ConvertSToF_Rfloat_rtn(x);
}

// CHECK-LABEL: .entry uint_to_half_rtz(
// CHECK: cvt.rz.f16.u32
kernel void uint_to_half_rtz(global _Float16 *out, global const uint *in) {
  out[0] = __spirv_ConvertUToF_Rhalf_rtz(in[0]);
}

// Every char is a half: no rounding to choose.
// CHECK-LABEL: .entry char_to_half_rtp(
// CHECK: cvt.rn.f16.s16
kernel void char_to_half_rtp(global _Float16 *out, global const char *in) {
  out[0] = __spirv_ConvertSToF_Rhalf_rtp(in[0]);
}

// CHECK-LABEL: .entry float_to_half(
// CHECK: cvt.rn.f16.f32
// CHECK: cvt.rz.f16.f32
// CHECK: cvt.rp.f16.f32
// CHECK: cvt.rm.f16.f32
kernel void float_to_half(global _Float16 *out, global const float *in) {
  float x = in[0];
  out[0] = __spirv_FConvert_Rhalf(x);
  out[1] = __spirv_FConvert_Rhalf_rtz(x);
  out[2] = __spirv_FConvert_Rhalf_rtp(x);
  out[3] = __spirv_FConvert_Rhalf_rtn(x);
}

// Straight from double: one rounding, not two.
// CHECK-LABEL: .entry double_to_half_rtn(
// CHECK-NOT: cvt.{{.*}}f32.f64
// CHECK: cvt.rm.f16.f64
kernel void double_to_half_rtn(global _Float16 *out, global const double *in) {
  out[0] = __spirv_FConvert_Rhalf_rtn(in[0]);
}

// CHECK-LABEL: .entry double_to_float_rtz(
// CHECK: cvt.rz.f32.f64
kernel void double_to_float_rtz(global float *out, global const double *in) {
  out[0] = __spirv_FConvert_Rfloat_rtz(in[0]);
}

// Integer saturation is a clamp.
// CHECK-LABEL: .entry int_to_char_sat(
// CHECK: min.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 127;
// CHECK: max.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, -128;
kernel void int_to_char_sat(global char *out, global const int *in) {
  out[0] = __spirv_SConvert_Rchar_sat(in[0]);
}

// CHECK-LABEL: .entry ulong_to_int_sat(
// CHECK: min.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 2147483647;
kernel void ulong_to_int_sat(global int *out, global const ulong *in) {
  out[0] = __spirv_SatConvertUToS_Rint(in[0]);
}

// Vectors convert component by component.
// CHECK-LABEL: .entry float4_to_uint4_rtp(
// CHECK-COUNT-4: cvt.rpi.u32.f32
kernel void float4_to_uint4_rtp(global uint4 *out, global const float4 *in) {
  out[0] = __spirv_ConvertFToU_Ruint4_rtp(in[0]);
}

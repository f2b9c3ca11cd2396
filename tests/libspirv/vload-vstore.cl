// vloadn/vstoren and the half loads and stores: the plain forms move each
// element on its own (the address is only element-aligned), the vloada/
// vstorea forms move the aligned vector; half stores round with cvt.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: FileCheck %s < %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// vload4 at in + 1 + 1 * 4 ints: bytes 20..35, one load each.
// CHECK-LABEL: .entry vloadn_misaligned(
// CHECK-COUNT-4: ld.global.u32
// CHECK-NOT: ld.global
// CHECK: ret;
kernel void vloadn_misaligned(global int4 *out, global const int *in) {
  out[0] = __spirv_ocl_vloadn_Rint4(1, in + 1);
}

// vstore3 at out + 1 + 2 * 3 floats writes three floats, not a fourth.
// CHECK-LABEL: .entry vstore3(
// CHECK: st.global.f32 [{{%rd[0-9]+}}+28],
// CHECK: st.global.f32 [{{%rd[0-9]+}}+32],
// CHECK: st.global.f32 [{{%rd[0-9]+}}+36],
// CHECK-NOT: st.global
// CHECK: ret;
kernel void vstore3(global float *out, global const float3 *in) {
  __spirv_ocl_vstoren(in[0], 2, out + 1);
}

// Every element converted: LLVM 19 would turn fpext of a loaded <16 x half>
// into ld.b16 into f32 registers, which does not convert.
// CHECK-LABEL: .entry vloada16(
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-COUNT-16: cvt.f32.f16
kernel void vloada16(global float16 *out, global const _Float16 *in) {
  out[0] = __spirv_ocl_vloada_halfn_Rfloat16(1, in);
}

// Mode 2 (RTP) on an element-aligned address, mode 3 (RTN) on an aligned
// one; a run-time mode picks among the four roundings.
// CHECK-LABEL: .entry vstore_half_r(
// CHECK-COUNT-4: cvt.rp.f16.f32
// CHECK-COUNT-4: cvt.rm.f16.f32
// CHECK: st.global.v4.u16
// CHECK-DAG: cvt.rz.f16.f32
// CHECK-DAG: cvt.rp.f16.f32
// CHECK-DAG: cvt.rm.f16.f32
// CHECK-DAG: cvt.rn.f16.f32
kernel void vstore_half_r(global _Float16 *out, global const float4 *in, global const uint *mode) {
  __spirv_ocl_vstore_halfn_r(in[0], 1, out + 1, 2u);
  __spirv_ocl_vstorea_halfn_r(in[1], 1, out, 3u);
  __spirv_ocl_vstore_half_r(in[2].x, 0, out, mode[0]);
}

// From double: one rounding straight to half.
// CHECK-LABEL: .entry vstore_half_double(
// CHECK-NOT: cvt.{{.*}}f32.f64
// CHECK: cvt.rz.f16.f64
kernel void vstore_half_double(global _Float16 *out, global const double *in) {
  __spirv_ocl_vstore_half_r(in[0], 0, out, 1u);
}

// Local and constant memory have their own overloads (a constant argument is
// a global buffer, read with ld.global.nc: constant-parameters-to-global).
// CHECK-LABEL: .entry vload_half_spaces(
// CHECK: ld.global.nc.u16
// CHECK: ld.shared.b16
kernel void vload_half_spaces(global float *out, constant _Float16 *table, local _Float16 *scratch) {
  out[0] = __spirv_ocl_vload_half(3, table) + __spirv_ocl_vload_half(1, scratch);
}

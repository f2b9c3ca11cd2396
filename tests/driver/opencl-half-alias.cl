// OpenCL C's half and the library's _Float16 name one type under two TBAA
// names. A half array the kernel fills and a builtin reads after inlining
// must keep its stores: with the "half" tags type-based alias analysis
// took the library's _Float16 load for another object and dropped them.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .entry private_half_load(
// CHECK: st.local.b16
// CHECK: st.local.b16
// CHECK: ld.local.b16
// CHECK: cvt.f32.f16
kernel void private_half_load(global float *out, global const half *in, uint o) {
  half priv[4];
  for (int k = 0; k < 4; k++)
    priv[k] = in[o + k];
  out[0] = __spirv_ocl_vload_half(o % 2, priv + 1);
}

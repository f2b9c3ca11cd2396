// Through the driver: a `constant float *` kernel argument (a buffer in
// global memory) is read with ld.global.nc, the program-scope `constant`
// table with ld.const, and nothing else reads the constant bank, in the
// kernel and in its global-offset twin. Before the pass both were ld.const,
// the argument's from a global address.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// CHECK:       .const .align 4 .b8 weights[16]
// CHECK-LABEL: .entry weigh(
// CHECK-NOT:   ld.const
// CHECK:       ld.global.nc.f32
// CHECK-NOT:   ld.const
// CHECK:       mov.u64 {{.*}}weights;
// CHECK:       ld.const.f32
// CHECK-NOT:   ld.const
// CHECK-LABEL: .entry weigh_with_offset(
// CHECK-NOT:   ld.const
// CHECK:       ld.global.nc.f32
// CHECK-NOT:   ld.const
// CHECK:       mov.u64 {{.*}}weights;
// CHECK:       ld.const.f32
// CHECK-NOT:   ld.const

constant float weights[4] = {0.5f, 1.0f, 2.0f, 4.0f};

kernel void weigh(constant float *in, global float *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = in[i] * weights[i & 3];
}

// A small arithmetic loop around an operation ptxas expands into a Newton
// sequence and a slow-path call (here IEEE sqrt of a double) keeps LLVM's
// 8 copies, as the 16 copies of tiny bodies (loop-unroll.cl's fmin) would
// be 16 expansions: sqrt double in a loop was 552 SASS instructions
// against nvcc's 216, at the same speed.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry sqrt_sum(
// CHECK: [[SUM:\$L__BB[0-9]+_[0-9]+]]:
// CHECK-COUNT-8: sqrt.rn.f64
// CHECK-NOT: sqrt.rn.f64
// CHECK: @%p{{[0-9]+}} bra [[SUM]];
// CHECK: sqrt.rn.f64
// CHECK-NOT: sqrt.rn.f64
// CHECK: {{^}}}
kernel void sqrt_sum(global const double *xs, global double *out, int trips) {
  size_t i = __spirv_GlobalInvocationId_x();
  double x = xs[i], hx = x * (1.0 / 4096), sum = 0;
  for (int k = 0; k < trips; ++k) {
    sum += __spirv_ocl_sqrt(x);
    x += hx;
  }
  out[i] = sum;
}

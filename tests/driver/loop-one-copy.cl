// A loop of a run-time trip count around a large arithmetic body (here
// libdevice's powf, over 96 of LLVM's size units) stays one copy, as nvcc
// leaves it: no copies and no remainder loop, `.pragma "nounroll"` for
// ptxas (LLVM's own choice was 2 copies and the remainder loop, 3 bodies).
// A small body still gets 16 copies (loop-unroll.cl).
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry pow_sum(
// CHECK: .pragma "nounroll";
// CHECK: rcp.approx.ftz.f32
// CHECK-NOT: rcp.approx.ftz.f32
// CHECK: {{^}}}
kernel void pow_sum(global const float *xs, global const float *ys, global float *out, int trips) {
  size_t i = __spirv_GlobalInvocationId_x();
  float x = xs[i], y = ys[i], hx = x * (1.0f / 4096), hy = y * (1.0f / 4096), sum = 0;
  for (int k = 0; k < trips; ++k) {
    sum += __spirv_ocl_pow(x, y);
    x += hx;
    y += hy;
  }
  out[i] = sum;
}

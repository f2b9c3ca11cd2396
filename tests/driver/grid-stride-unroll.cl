// A grid-stride loop, `for (i = id; i < n; i += global size)`, unrolled at
// run time as nvcc unrolls it: its trip count, (n - i - 1) / step + 1, needs
// the loop marked as one that ends (SYCL's C++ says so; OpenCL C does not,
// so the front end passes -ffinite-loops) and a udiv that LLVM's default
// expansion budget refuses (-scev-cheap-expansion-budget=16). Without either
// the loop keeps one load a trip. A loop that calls nothing is unrolled the
// same at -O3; -O1 keeps LLVM's own budget and leaves it alone.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx -O3 --cuda-gpu-arch=sm_90 %s -o %t.O3.ptx
// RUN: FileCheck %s < %t.O3.ptx
// RUN: %sycl-nvptx -O1 --cuda-gpu-arch=sm_90 %s -o %t.O1.ptx
// RUN: FileCheck %s --check-prefix=O1 < %t.O1.ptx
// RUN: %sycl-nvptx -v --cuda-gpu-arch=sm_90 %s -o %t.v.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE

// VERBOSE: sycl-nvptx: front end: {{.*}} -ffinite-loops {{.*}}grid-stride-unroll.cl -o
// VERBOSE: sycl-nvptx: optimize: default<O2> {{.*}}-scev-cheap-expansion-budget=16, arithmetic loops 16 copies [

// The remainder first (a loop variable starts at a run-time value), then
// the 8 copies, as nvcc orders them.
// CHECK-LABEL: .entry grid_sum(
// CHECK: div.u32
// CHECK: .pragma "nounroll";
// CHECK-NEXT: ld.global.f32
// CHECK-NOT: ld.global.f32
// CHECK: setp.lt.u32
// CHECK-NEXT: @{{%p[0-9]+}} bra
// CHECK-NEXT: [[LOOP:\$L__BB[0-9]+_[0-9]+]]:
// CHECK-COUNT-8: ld.global.f32
// CHECK-NOT: ld.global.f32
// CHECK: setp.lt.s32 [[P:%p[0-9]+]],
// CHECK-NEXT: @[[P]] bra [[LOOP]];
// CHECK-NOT: ld.global.f32
// CHECK: {{^}}}
// O1-LABEL: .entry grid_sum(
// O1-NOT: div.u32
// O1: ld.global.f32
// O1-NOT: ld.global.f32
// O1: {{^}}}
kernel void grid_sum(global const float *in, int n, global float *sums) {
  int step = __spirv_GlobalSize_x();
  float sum = 0;
  for (int i = __spirv_GlobalInvocationId_x(); i < n; i += step)
    sum += in[i];
  sums[__spirv_GlobalInvocationId_x()] = sum;
}

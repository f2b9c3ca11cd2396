// A tiled SGEMM with its two 32x32 tiles in local accessors (local float *
// kernel arguments). The plugin aligns every local offset to 16 bytes and the
// pass says so, so the unrolled inner loop reads four consecutive floats of
// a row of the A tile with one ld.shared.v4.f32, as nvcc does for a static
// __shared__ tile: 8 of them for the 32 products of an iteration.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// CHECK-LABEL: .entry sgemm_local_tiles(
// CHECK-COUNT-8: ld.shared.v4.f32
// CHECK-NOT: ld.shared.v4.f32
// CHECK: ret;

#define TILE 32

kernel void sgemm_local_tiles(global const float *a, global const float *b, global float *c,
                              int n, local float *a_tile, local float *b_tile) {
  int tx = (int)__spirv_LocalInvocationId_x(), ty = (int)__spirv_LocalInvocationId_y();
  int col = (int)__spirv_WorkgroupId_x() * TILE + tx;
  int row = (int)__spirv_WorkgroupId_y() * TILE + ty;
  float sum = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    a_tile[ty * TILE + tx] = a[row * n + t + tx];
    b_tile[ty * TILE + tx] = b[(t + ty) * n + col];
    __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
#pragma unroll
    for (int k = 0; k < TILE; k++)
      sum += a_tile[ty * TILE + k] * b_tile[k * TILE + tx];
    __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  }
  c[row * n + col] = sum;
}

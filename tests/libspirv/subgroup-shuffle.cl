// Sub-group shuffles become shfl.sync over the active lanes: one for 32-bit
// values, two for 64-bit ones, and two reads (and a select) for Down and Up.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry shuffle_int(
// CHECK: activemask.b32
// CHECK: shfl.sync.idx.b32
// CHECK-NOT: shfl
// CHECK: ret;
kernel void shuffle_int(global int *p) {
  p[__spirv_GlobalInvocationId_x()] = __spirv_SubgroupShuffleINTEL(p[0], 3u);
}

// CHECK-LABEL: .entry xor_double(
// CHECK-COUNT-2: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: ret;
kernel void xor_double(global double *p) {
  p[__spirv_GlobalInvocationId_x()] = __spirv_SubgroupShuffleXorINTEL(p[0], 1u);
}

// CHECK-LABEL: .entry down_float(
// CHECK-COUNT-2: shfl.sync.idx.b32
// CHECK: selp
kernel void down_float(global float *p) {
  size_t i = __spirv_GlobalInvocationId_x();
  p[i] = __spirv_SubgroupShuffleDownINTEL(p[i], p[i + 64], 5u);
}

// half: its 16 bits travel in one 32-bit shuffle.
// CHECK-LABEL: .entry xor_half(
// CHECK: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: ret;
kernel void xor_half(global _Float16 *p) {
  p[__spirv_GlobalInvocationId_x()] = __spirv_SubgroupShuffleXorINTEL(p[0], 2u);
}

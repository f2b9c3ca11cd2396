// A vector work-group collective goes component by component, unrolled, so
// that a double16 reduction fits in the 64 registers a work-item of a
// 1024-item work-group may have (the GPU tests launch it so), with no stack.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm90.ptx
// RUN: %ptxas -v -arch=sm_90 %t.sm90.ptx -o %t.sm90.cubin 2>&1 | FileCheck %s
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.sm75.ptx
// RUN: %ptxas -v -arch=sm_75 %t.sm75.ptx -o %t.sm75.cubin 2>&1 | FileCheck %s

// CHECK: Compiling entry function 'group_double16_sum'
// CHECK: 0 bytes stack frame
// CHECK: Used {{[1-5]?[0-9]|6[0-4]}} registers
kernel void group_double16_sum(global double16 *p) {
  size_t i = __spirv_WorkgroupId_x() * __spirv_WorkgroupSize_x() + __spirv_LocalInvocationId_x();
  p[i] = __spirv_GroupFAdd(2u, 0u, p[i]);
}

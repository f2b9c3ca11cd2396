// group_scratch is 512 bytes of static shared memory for the kernels that
// reach a work-group collective, and nothing for the others: ptxas gives a
// module's .shared array only to kernels that use it, and a module without
// collectives has no array at all.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %S/../driver/Inputs/vector_add.cl -o %t.plain.ptx
// RUN: FileCheck %s --check-prefix=NONE < %t.plain.ptx

// CHECK: .shared .align 16 .b8 group_scratch[512];
// NONE-NOT: group_scratch
// NONE-NOT: .shared

static size_t item(void) {
  return __spirv_WorkgroupId_x() * __spirv_WorkgroupSize_x() + __spirv_LocalInvocationId_x();
}

// PTXAS: Compiling entry function 'without_collective'
// PTXAS-NOT: smem
// PTXAS: Compiling entry function 'with_collective'
// PTXAS: 512 bytes smem
kernel void with_collective(global long *p) { p[item()] = __spirv_GroupSMin(2u, 2u, p[item()]); }
kernel void without_collective(global long *p) { p[item()] += 1; }

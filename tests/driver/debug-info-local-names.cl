// With -g, module-local globals whose IR names PTX cannot spell (here
// "__func__.k", from assert) get valid names in the code and the debug info
// alike, so ptxas accepts the PTX at every optimisation level.
// RUN: %sycl-nvptx -g -O0 --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 -g %t.ptx -o %t.cubin
// RUN: %sycl-nvptx -g -O2 %s -o %t.o2.cubin
// CHECK: .const .align 1 .b8 __func___$_k[2]
// CHECK: .b64 __func___$_k
// CHECK-NOT: __func__.k
kernel void k(global int *p) { assert(p[0] == 1); }

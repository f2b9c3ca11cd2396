// libdevice's cos with one join after its argument reduction, as in nvcc's
// code: the infinity branch, the fast reduction and the Payne-Hanek call
// all meet where the quadrant gets its + 1. InstCombine had moved the + 1
// into the inner join (with the constant 1 on the infinity branch), a join
// of its own, for which ptxas sets a second convergence barrier
// (MergeNestedJoins.cpp).
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 --global-offset=off %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry cos_double(
// CHECK: mov.b32 %r{{[0-9]+}}, 0;
// CHECK-NEXT: bra.uni [[JOIN:\$L__BB[0-9_]+]];
// CHECK: __internal_trig_reduction_slowpathd,
// CHECK: } // callseq
// CHECK-NEXT: [[JOIN]]:
// CHECK-NEXT: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1;
kernel void cos_double(global double *p) { p[0] = __spirv_ocl_cos(p[1]); }

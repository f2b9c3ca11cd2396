// The integer builtins for scalars and vectors: OpenCL C names as libspirv
// defines them, and the PTX they become.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry smax_long(
// CHECK: max.s64
kernel void smax_long(global long *p) { p[0] = __spirv_ocl_s_max(p[1], p[2]); }

// CHECK-LABEL: .entry umin_uchar4(
// CHECK-COUNT-4: min.u16
kernel void umin_uchar4(global uchar4 *p) { p[0] = __spirv_ocl_u_min(p[1], p[2]); }

// abs of the most negative int is exact in the unsigned result.
// CHECK-LABEL: .entry sabs_int(
// CHECK: abs.s32
kernel void sabs_int(global uint *out, global const int *in) { *out = __spirv_ocl_s_abs(*in); }

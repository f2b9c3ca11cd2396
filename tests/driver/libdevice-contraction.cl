// libdevice contracts as nvcc compiles it: its products and sums follow the
// driver's -ffp-contract (nvcc's --fmad applies to libdevice too), so under
// the default they print bare and ptxas may fuse them; --fmad=false keeps
// every one rounded. atanhf goes to libdevice's __nv_atanhf.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=FAST < %t.ptx
// RUN: %sycl-nvptx --fmad=false --cuda-gpu-arch=sm_90 %s -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx

// FAST-LABEL: .entry atanh_of(
// FAST-NOT: {{(mul|add|sub)\.rn\.f32}}
// FAST: mul.f32
// FAST-NOT: {{(mul|add|sub)\.rn\.f32}}
// FAST: {{^}}}
// OFF-LABEL: .entry atanh_of(
// OFF-NOT: {{(mul|add|sub)\.f32}}
// OFF: mul.rn.f32
// OFF-NOT: {{(mul|add|sub)\.f32}}
// OFF: {{^}}}
kernel void atanh_of(global float *p) { p[0] = __spirv_ocl_atanh(p[1]); }

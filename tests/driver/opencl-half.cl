// OpenCL C's half keyword works in .cl inputs (cl_khr_fp16 on): scalar half
// arithmetic is f16 arithmetic, and half pointers and values reach the
// builtins: the front end's names say Dh, which the driver renames to the
// library's DF16_ (opencl-half-keyword.cl).
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir
// RUN: %sycl-nvptx --save-temps %s -o out.ptx
// RUN: %llvm-dis opencl-half.frontend.bc -o - | FileCheck %s --check-prefix=FRONT

// CHECK-LABEL: .entry axpy(
// CHECK: fma.rn.f16
kernel void axpy(global half *y, global const half *x, float a) {
  size_t i = __spirv_GlobalInvocationId_x();
  y[i] = (half)a * x[i] + y[i];
}

// FRONT: call {{.*}}@_Z22__spirv_ocl_vload_halfmPU3AS1KDh(
// FRONT: call {{.*}}@_Z26__spirv_FConvert_Rhalf_rtzf(
// CHECK-LABEL: .entry round_trip(
// CHECK: cvt.f32.f16
// CHECK: cvt.rz.f16.f32
kernel void round_trip(global half *out, global const half *in) {
  float f = __spirv_ocl_vload_half(0, in);
  half h = __spirv_FConvert_Rhalf_rtz(f * 3.0f);
  out[0] = h;
}

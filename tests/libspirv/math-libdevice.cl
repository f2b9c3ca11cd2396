// Math builtins come from CUDA's libdevice, linked only when used and inlined
// into the kernel: scalar and vector, float and double.
// RUN: %sycl-nvptx -v %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// STEPS: link: libspirv
// STEPS: link: libdevice

// CHECK-NOT: .extern .func
// CHECK-LABEL: .entry sqrt_float4(
// CHECK-COUNT-4: sqrt.rn.f32
kernel void sqrt_float4(global float4 *p) { *p = __spirv_ocl_sqrt(*p); }

// CHECK-LABEL: .entry fma_float3(
// CHECK-COUNT-3: fma.rn.f32
kernel void fma_float3(global float3 *p) { p[0] = __spirv_ocl_fma(p[1], p[2], p[3]); }

// libdevice's own slow path for huge arguments stays a call.
// CHECK-LABEL: .entry sin_double(
// CHECK-NOT: __nv_sin
// CHECK: __internal_trig_reduction_slowpathd
// CHECK: ret;
kernel void sin_double(global double *p) { *p = __spirv_ocl_sin(*p); }

// CHECK-LABEL: .entry fabs_copysign(
// CHECK: abs.f32
// CHECK-NOT: call
kernel void fabs_copysign(global float *p) {
  p[0] = __spirv_ocl_copysign(__spirv_ocl_fabs(p[1]), p[2]);
}

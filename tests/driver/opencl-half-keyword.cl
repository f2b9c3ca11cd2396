// half is OpenCL C's keyword in .cl inputs (cl_khr_fp16 on), not a macro:
// it pastes through macros (V(half) is half4), half vectors are OpenCL's,
// and calls with half arguments, whose names mangle half as Dh, are renamed
// after the front end to the library's DF16_ builtins. _Float16 names the
// same type.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir
// RUN: %sycl-nvptx --save-temps --cuda-gpu-arch=sm_90 %s -o out.ptx
// RUN: FileCheck %s < out.ptx
// RUN: %llvm-dis opencl-half-keyword.frontend.bc -o - | FileCheck %s --check-prefix=FRONT
// RUN: %ptxas -arch=sm_90 out.ptx -o out.cubin

#define VECTOR(T, n) T##n
#define HALF_TYPE(n) VECTOR(half, n)

// FRONT-DAG: declare {{.*}} @_Z16__spirv_ocl_fabsDv4_Dh(
// FRONT-DAG: declare {{.*}} @_Z15__spirv_ocl_fmaDhDhDh(
// FRONT-DAG: declare {{.*}} @_Z21__spirv_AtomicFAddEXTPU3AS1DhiiDh(
// CHECK-LABEL: .entry pasted_vector(
// CHECK: abs.f32
// CHECK: add.f16x2
kernel void pasted_vector(global HALF_TYPE(4) *v) {
  HALF_TYPE(4) x = v[0];
  v[1] = __spirv_ocl_fabs(x) + (half4)1.0h;
}

// CHECK-LABEL: .entry arithmetic(
// CHECK: fma.rn.f16
// CHECK: atom.global.add.noftz.f16
kernel void arithmetic(global half *p, global _Float16 *sum) {
  half h = __spirv_ocl_fma(p[0], p[1], p[2]);
  __spirv_AtomicFAddEXT(sum, spirv_scope_device, spirv_semantics_relaxed, h);
}

// printf on CUDA's vprintf: the variadic call leaves the arguments in a
// local buffer, each at the next offset aligned to its size (chars and
// shorts promoted to int, floats to double, 8-byte longs, doubles and
// pointers 8-aligned), which is what vprintf reads; a constant-space format
// becomes generic with cvta.const. The result is 0, or -1 when vprintf
// fails. ptxas resolves vprintf.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.sm_75.ptx
// RUN: FileCheck %s < %t.sm_75.ptx
// RUN: %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.sm_75.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm_90.ptx
// RUN: FileCheck %s < %t.sm_90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin

// CHECK: .extern .func  (.param .b32 func_retval0) vprintf
// CHECK-LABEL: .entry packing(
// CHECK: .local .align 8 .b8 __local_depot{{[0-9]+}}[48];
// CHECK-DAG: st.u32 [%SP+0], %r{{[0-9]+}};
// CHECK-DAG: or.b64 [[AT4:%rd[0-9]+]], %rd{{[0-9]+}}, 4;
// CHECK-DAG: st.u32 [[[AT4]]], %r{{[0-9]+}};
// CHECK-DAG: st.u64 [%SP+8], %rd{{[0-9]+}};
// CHECK-DAG: st.f64 [%SP+16], %fd{{[0-9]+}};
// CHECK-DAG: st.f64 [%SP+24], %fd{{[0-9]+}};
// CHECK-DAG: st.u64 [%SP+32], %rd{{[0-9]+}};
// CHECK-DAG: st.u32 [%SP+40], %r{{[0-9]+}};
// CHECK: st.param.b64 [param1+0], [[ARGS:%rd[0-9]+]];
// CHECK: call.uni (retval0),
// CHECK-NEXT: _Z18__spirv_ocl_printfPU3AS4Kaz,
kernel void packing(global int *out, global long *longs, global double *doubles,
                    global float *floats, global char *chars, global short *shorts) {
  out[0] = __spirv_ocl_printf("%d %c %ld %f %f %p %hd\n", out[1], chars[0], longs[0],
                              doubles[0], floats[0], (void *)longs, shorts[0]);
}

// A generic format string goes to vprintf as it is.
// CHECK-LABEL: .entry generic_format(
// CHECK: cvta.global.u64 [[FORMAT:%rd[0-9]+]],
// CHECK: st.param.b64 [param0+0], [[FORMAT]];
// CHECK: call.uni (retval0),
// CHECK-NEXT: _Z18__spirv_ocl_printfPKaz,
kernel void generic_format(global const char *format, global int *out) {
  out[0] = __spirv_ocl_printf((const char *)format, out[1], 2.5);
}

// vprintf's negative result becomes -1, any other 0 (its sign, spread).
// CHECK-LABEL: .func  (.param .b32 func_retval0) _Z18__spirv_ocl_printfPKaz(
// CHECK: call.uni (retval0),
// CHECK-NEXT: vprintf,
// CHECK: ld.param.b32 [[PRINTED:%r[0-9]+]], [retval0+0];
// CHECK: shr.s32 [[RESULT:%r[0-9]+]], [[PRINTED]], 31;
// CHECK: st.param.b32 [func_retval0+0], [[RESULT]];

// CHECK-LABEL: .func  (.param .b32 func_retval0) _Z18__spirv_ocl_printfPU3AS4Kaz(
// CHECK: cvta.const.u64 [[CONSTANT_FORMAT:%rd[0-9]+]],
// CHECK: st.param.b64 [param0+0], [[CONSTANT_FORMAT]];
// CHECK: call.uni (retval0),
// CHECK-NEXT: vprintf,

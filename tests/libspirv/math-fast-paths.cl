// Math functions written for speed against nvcc's (libspirv/math.md): float
// ones stay in float (no f64: the earlier versions computed in double),
// rsqrt is the one instruction, ldexp three multiplications, double maxmag
// one predicate and one selp, the half_ trig functions and tanpi polynomial.
// (libspirv may contract: its multiplications print bare, mul.f32.)
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry rsqrt_float(
// CHECK-NOT: fma
// CHECK: rsqrt.approx.f32
// CHECK-NOT: fma
// CHECK: ret;
kernel void rsqrt_float(global float *p) { p[0] = __spirv_ocl_rsqrt(p[1]); }

// CHECK-LABEL: .entry ldexp_float(
// CHECK-NOT: {{\.f64}}
// CHECK-COUNT-3: mul.f32
// CHECK-NOT: {{\.f64}}
// CHECK: ret;
kernel void ldexp_float(global float *p, global int *k) { p[0] = __spirv_ocl_ldexp(p[1], k[0]); }

// CHECK-LABEL: .entry ldexp_double(
// CHECK-COUNT-3: mul.f64
// CHECK-NOT: mul.f64
// CHECK: ret;
kernel void ldexp_double(global double *p, global int *k) { p[0] = __spirv_ocl_ldexp(p[1], k[0]); }

// CHECK-LABEL: .entry logb_float(
// CHECK-NOT: {{\.f64}}
// CHECK: ret;
kernel void logb_float(global float *p) { p[0] = __spirv_ocl_logb(p[1]); }

// CHECK-LABEL: .entry maxmag_double(
// CHECK-NOT: max.f64
// CHECK: setp.gt.or.f64
// CHECK: selp.f64
// CHECK-NOT: max.f64
// CHECK: ret;
kernel void maxmag_double(global double *p) { p[0] = __spirv_ocl_maxmag(p[1], p[2]); }

// CHECK-LABEL: .entry minmag_double(
// CHECK-NOT: min.f64
// CHECK: setp.lt.or.f64
// CHECK: selp.f64
// CHECK-NOT: min.f64
// CHECK: ret;
kernel void minmag_double(global double *p) { p[0] = __spirv_ocl_minmag(p[1], p[2]); }

// CHECK-LABEL: .entry tanpi_float(
// CHECK-NOT: {{\.f64}}
// CHECK: rcp.approx.ftz.f32
// CHECK-NOT: {{\.f64}}
// CHECK: ret;
kernel void tanpi_float(global float *p) { p[0] = __spirv_ocl_tanpi(p[1]); }

// powr and rootn float: for ordinary arguments pow_positive.h inline (no
// libdevice powf, no f64), whose double-float steps round each product on
// its own (fh = mul.rn, then num - fh: fused, fh's error would be wrong by
// 80 ulp); the other arguments in a call.
// CHECK-LABEL: .entry powr_float(
// CHECK: @%p{{[0-9]+}} bra
// CHECK-NOT: {{\.f64}}
// CHECK: rcp.approx.ftz.f32
// CHECK: mul.rn.f32 [[FH:%f[0-9]+]],
// CHECK-NEXT: neg.f32 [[NFH:%f[0-9]+]], [[FH]];
// CHECK-NEXT: add.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, [[NFH]];
// CHECK-NOT: {{\.f64}}
// CHECK: call.uni
// CHECK-NEXT: powr_special_float,
kernel void powr_float(global float *p) { p[0] = __spirv_ocl_powr(p[1], p[2]); }

// powr double: pow_positive_double.h inline, its double-double steps
// unfused (the lead product's error by fma of the same product), the
// other arguments in a call.
// CHECK-LABEL: .entry powr_double(
// CHECK-NOT: call
// CHECK: rcp.approx.ftz.f64
// CHECK: mov.f64 [[CH:%fd[0-9]+]], 0d40071547652B82FE;
// CHECK-NEXT: mul.rn.f64 [[LEAD:%fd[0-9]+]], [[SH:%fd[0-9]+]], [[CH]];
// CHECK-NEXT: neg.f64 [[NLEAD:%fd[0-9]+]], [[LEAD]];
// CHECK-NEXT: fma.rn.f64 %fd{{[0-9]+}}, [[SH]], 0d40071547652B82FE, [[NLEAD]];
// CHECK-NOT: call
// CHECK: st.global.f64
// CHECK: call.uni
// CHECK-NEXT: powr_special_double,
kernel void powr_double(global double *p) { p[0] = __spirv_ocl_powr(p[1], p[2]); }

// CHECK-LABEL: .entry rootn_float(
// CHECK-NOT: {{\.f64}}
// CHECK: rcp.approx.ftz.f32
// CHECK-NOT: {{\.f64}}
// CHECK: call.uni
// CHECK-NEXT: rootn_by_pow_float,
// CHECK-NOT: {{\.f64}}
kernel void rootn_float(global float *p, global int *n) { p[0] = __spirv_ocl_rootn(p[1], n[0]); }

// rootn double: root_positive.h inline for ordinary arguments (no libdevice
// pow, no division: 1/n from rcp.approx and its refinement), k 1/n's
// product rounded on its own (mul.rn, its error by fma: fused, ph - n would
// not be exact); the other arguments in a call.
// CHECK-LABEL: .entry rootn_double(
// CHECK-NOT: {{call|div}}
// CHECK: rcp.approx.ftz.f64
// CHECK: 0dC338000000000000;
// CHECK-NEXT: add.rn.f64 [[KD:%fd[0-9]+]],
// CHECK-NEXT: mul.rn.f64 [[PH:%fd[0-9]+]], %fd{{[0-9]+}}, [[KD]];
// CHECK-NEXT: neg.f64 [[NPH:%fd[0-9]+]], [[PH]];
// CHECK-NEXT: fma.rn.f64 %fd{{[0-9]+}}, [[KD]], %fd{{[0-9]+}}, [[NPH]];
// CHECK-NOT: {{call|div}}
// CHECK: st.global.f64
// CHECK: call.uni
// CHECK-NEXT: rootn_by_pow_double,
kernel void rootn_double(global double *p, global int *n) { p[0] = __spirv_ocl_rootn(p[1], n[0]); }

// sinpi is libdevice's as it is: its last step, x * 0 where x is an
// integer, already gives OpenCL's zero with x's sign, so no sign fix-up on
// the bits follows (neither float's xor nor double's word logic).
// CHECK-LABEL: .entry sinpi_float(
// CHECK: cvt.rzi.f32.f32 [[T:%f[0-9]+]], [[X:%f[0-9]+]];
// CHECK-NEXT: setp.eq.f32 [[P:%p[0-9]+]], [[T]], [[X]];
// CHECK-NEXT: mul.rn.f32 [[Z:%f[0-9]+]], [[X]],
// CHECK-NEXT: selp.f32 [[R:%f[0-9]+]], [[Z]], {{%f[0-9]+}}, [[P]];
// CHECK-NEXT: st.global.f32 [{{%rd[0-9]+}}], [[R]];
kernel void sinpi_float(global float *p) { p[0] = __spirv_ocl_sinpi(p[1]); }

// double's x * 0 stays under its branch (select-to-predication), as in
// nvcc's code, where ptxas predicates it.
// CHECK-LABEL: .entry sinpi_double(
// CHECK: cvt.rzi.f64.f64 [[T:%fd[0-9]+]], [[X:%fd[0-9]+]];
// CHECK-NEXT: setp.neu.f64 [[P:%p[0-9]+]], [[T]], [[X]];
// CHECK-NEXT: @[[P]] bra [[JOIN:\$L__BB[0-9_]+]];
// CHECK-NEXT: mul.rn.f64 [[R:%fd[0-9]+]], [[X]],
// CHECK-NEXT: [[JOIN]]:
// CHECK-NEXT: st.global.f64 [{{%rd[0-9]+}}], [[R]];
kernel void sinpi_double(global double *p) { p[0] = __spirv_ocl_sinpi(p[1]); }

// acoshf and powf from libdevice, not through double.
// CHECK-LABEL: .entry acosh_float(
// CHECK-NOT: {{\.f64}}
// CHECK: ret;
kernel void acosh_float(global float *p) { p[0] = __spirv_ocl_acosh(p[1]); }

// pown's double path is a call, taken only for |n| > 2^24.
// CHECK-LABEL: .entry pown_float(
// CHECK-NOT: {{\.f64}}
// CHECK: call.uni
// CHECK-NOT: {{\.f64}}
// CHECK: ret;
kernel void pown_float(global float *p, global int *n) { p[0] = __spirv_ocl_pown(p[1], n[0]); }


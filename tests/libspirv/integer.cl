// The integer builtins for scalars and vectors: OpenCL C names as libspirv
// defines them, each inlined to the PTX instruction that does its job, and
// the PTX passes ptxas for sm_75 and sm_90.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm90.ptx
// RUN: FileCheck %s < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm90.ptx -o %t.sm90.cubin

// CHECK-NOT: call

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

// CHECK-LABEL: .entry clz_long(
// CHECK: clz.b64
kernel void clz_long(global long *p) { p[0] = __spirv_ocl_clz(p[1]); }

// ctz is brev then clz, with no branch for zero; a narrow type gets the bit
// above its width set, so that 0 counts 16.
// CHECK-LABEL: .entry ctz_int(
// CHECK-NOT: bra
// CHECK: brev.b32 [[R:%r[0-9]+]]
// CHECK-NOT: bra
// CHECK: clz.b32 {{%r[0-9]+}}, [[R]];
// CHECK-NOT: bra
// CHECK: ret;
kernel void ctz_int(global int *p) { p[0] = __spirv_ocl_ctz(p[1]); }
// CHECK-LABEL: .entry ctz_ushort(
// CHECK: or.b32 [[BITS:%r[0-9]+]], {{.*}}, 65536;
// CHECK: brev.b32 [[R:%r[0-9]+]], [[BITS]];
// CHECK: clz.b32 {{%r[0-9]+}}, [[R]];
kernel void ctz_ushort(global ushort *p) { p[0] = __spirv_ocl_ctz(p[1]); }
// CHECK-LABEL: .entry ctz_ulong(
// CHECK: brev.b64 [[R:%rd[0-9]+]]
// CHECK: clz.b64 {{%r[0-9]+}}, [[R]];
kernel void ctz_ulong(global ulong *p) { p[0] = __spirv_ocl_ctz(p[1]); }

// CHECK-LABEL: .entry bit_count_uint4(
// CHECK-COUNT-4: popc.b32
kernel void bit_count_uint4(global uint4 *p) { p[0] = __spirv_BitCount(p[1]); }
// CHECK-LABEL: .entry popcount_long(
// CHECK: popc.b64
kernel void popcount_long(global long *p) { p[0] = __spirv_ocl_popcount(p[1]); }

// CHECK-LABEL: .entry rotate_int(
// CHECK: shf.l.wrap.b32
kernel void rotate_int(global int *p) { p[0] = __spirv_ocl_rotate(p[1], p[2]); }

// Only s32 has .sat in PTX; every component of a vector uses it.
// CHECK-LABEL: .entry add_sat_int3(
// CHECK-COUNT-3: add.sat.s32
kernel void add_sat_int3(global int3 *p) { p[0] = __spirv_ocl_s_add_sat(p[1], p[2]); }
// CHECK-LABEL: .entry sub_sat_int(
// CHECK: sub.sat.s32
kernel void sub_sat_int(global int *p) { p[0] = __spirv_ocl_s_sub_sat(p[1], p[2]); }
// A short's sum saturates at 16 bits, not at the 32 of its promotion.
// CHECK-LABEL: .entry add_sat_short(
// CHECK: add.s16 [[SUM:%rs[0-9]+]]
// CHECK: xor.b16 {{.*}}, -32768;
// CHECK: selp.b16 {{.*}}, [[SUM]]
kernel void add_sat_short(global short *p) { p[0] = __spirv_ocl_s_add_sat(p[1], p[2]); }
// CHECK-LABEL: .entry sub_sat_uint(
// CHECK: max.u32
// CHECK-NEXT: sub.s32
kernel void sub_sat_uint(global uint *p) { p[0] = __spirv_ocl_u_sub_sat(p[1], p[2]); }

// CHECK-LABEL: .entry mul_hi_int2(
// CHECK-COUNT-2: mul.hi.s32
kernel void mul_hi_int2(global int2 *p) { p[0] = __spirv_ocl_s_mul_hi(p[1], p[2]); }
// CHECK-LABEL: .entry mul_hi_ulong(
// CHECK: mul.hi.u64
kernel void mul_hi_ulong(global ulong *p) { p[0] = __spirv_ocl_u_mul_hi(p[1], p[2]); }
// CHECK-LABEL: .entry mad_hi_long(
// CHECK: mul.hi.s64
// CHECK-NEXT: add.s64
kernel void mad_hi_long(global long *p) { p[0] = __spirv_ocl_s_mad_hi(p[1], p[2], p[3]); }

// The 128-bit a * b + c of a long is mul.lo, mul.hi and a carry.
// CHECK-LABEL: .entry mad_sat_long(
// CHECK-DAG: mul.lo.s64
// CHECK-DAG: mul.hi.s64
// CHECK: xor.b64 {{.*}}, 9223372036854775807;
kernel void mad_sat_long(global long *p) { p[0] = __spirv_ocl_s_mad_sat(p[1], p[2], p[3]); }
// CHECK-LABEL: .entry mad_sat_int(
// CHECK: mul.wide.s32
// CHECK: max.s64 {{.*}}, -2147483648;
// CHECK-NEXT: min.s64 {{.*}}, 2147483647;
kernel void mad_sat_int(global int *p) { p[0] = __spirv_ocl_s_mad_sat(p[1], p[2], p[3]); }

// CHECK-LABEL: .entry mul24_int(
// CHECK: mul24.lo.s32
kernel void mul24_int(global int *p) { p[0] = __spirv_ocl_s_mul24(p[1], p[2]); }
// CHECK-LABEL: .entry mad24_uint(
// CHECK: mad24.lo.u32
kernel void mad24_uint(global uint *p) { p[0] = __spirv_ocl_u_mad24(p[1], p[2], p[3]); }

// CHECK-LABEL: .entry abs_diff_int(
// CHECK: sad.s32
kernel void abs_diff_int(global uint *out, global int *p) {
  out[0] = __spirv_ocl_s_abs_diff(p[1], p[2]);
}

// CHECK-LABEL: .entry hadd_int(
// CHECK: and.b32
// CHECK: xor.b32
// CHECK: shr.s32 {{.*}}, 1;
kernel void hadd_int(global int *p) { p[0] = __spirv_ocl_s_hadd(p[1], p[2]); }
// CHECK-LABEL: .entry rhadd_uint(
// CHECK: or.b32
// CHECK: shr.u32 {{.*}}, 1;
// CHECK-NEXT: sub.s32
kernel void rhadd_uint(global uint *p) { p[0] = __spirv_ocl_u_rhadd(p[1], p[2]); }

// CHECK-LABEL: .entry upsample_uint(
// CHECK: shl.b64 {{.*}}, 32;
// CHECK-NEXT: or.b64
kernel void upsample_uint(global ulong *out, global uint *p) {
  out[0] = __spirv_ocl_u_upsample(p[1], p[2]);
}
// CHECK-LABEL: .entry clamp_short(
// CHECK: max.s16
// CHECK-NEXT: min.s16
kernel void clamp_short(global short *p) { p[0] = __spirv_ocl_s_clamp(p[1], p[2], p[3]); }

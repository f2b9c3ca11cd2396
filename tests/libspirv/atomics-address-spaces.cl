// Below cross-device scope every atomic family and type reaches PTX on the
// pointer's own space: atom.shared for local memory (SASS ATOMS), also
// through a generic pointer that can only point to local memory, and
// atom.global for global memory. No atomic is left on a generic address.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck --check-prefix=GENERIC %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx %s -o %t.sm75.ptx
// RUN: FileCheck --check-prefix=GENERIC %s < %t.sm75.ptx
// RUN: %ptxas -arch=sm_75 %t.sm75.ptx -o %t.sm75.cubin

// GENERIC-NOT: cvta.shared
// GENERIC-NOT: {{atom(\.cta|\.gpu)?\.(add|min|max|and|or|xor|exch|cas)}}

#define WG spirv_scope_workgroup
#define DEV spirv_scope_device
#define ACQ_REL spirv_semantics_acquire_release

// OP(pointer, scope) on a local pointer, a global one, and a generic one
// that is one of two local addresses.
#define ON_EACH_SPACE(name, T, OP)                                             \
  kernel void name(local T *l, global T *g, global T *out, int i) {            \
    T *p = i ? l : l + 1;                                                      \
    out[0] = OP(l, WG);                                                        \
    out[1] = OP(g, DEV);                                                       \
    out[2] = OP(p, WG);                                                        \
  }

#define IADD(p, s) __spirv_AtomicIAdd(p, s, ACQ_REL, out[3])
#define ISUB(p, s) __spirv_AtomicISub(p, s, ACQ_REL, out[3])
#define IINC(p, s) __spirv_AtomicIIncrement(p, s, ACQ_REL)
#define IDEC(p, s) __spirv_AtomicIDecrement(p, s, ACQ_REL)
#define SMIN(p, s) __spirv_AtomicSMin(p, s, ACQ_REL, out[3])
#define SMAX(p, s) __spirv_AtomicSMax(p, s, ACQ_REL, out[3])
#define UMIN(p, s) __spirv_AtomicUMin(p, s, ACQ_REL, out[3])
#define UMAX(p, s) __spirv_AtomicUMax(p, s, ACQ_REL, out[3])
#define AND(p, s) __spirv_AtomicAnd(p, s, ACQ_REL, out[3])
#define OR(p, s) __spirv_AtomicOr(p, s, ACQ_REL, out[3])
#define XOR(p, s) __spirv_AtomicXor(p, s, ACQ_REL, out[3])
#define EXCHANGE(p, s) __spirv_AtomicExchange(p, s, ACQ_REL, out[3])
#define CAS(p, s) __spirv_AtomicCompareExchange(p, s, ACQ_REL, ACQ_REL, out[3], out[4])
#define LOAD(p, s) __spirv_AtomicLoad(p, s, spirv_semantics_acquire)
#define FADD(p, s) __spirv_AtomicFAddEXT(p, s, ACQ_REL, out[3])
#define FMIN(p, s) __spirv_AtomicFMinEXT(p, s, ACQ_REL, out[3])
#define FMAX(p, s) __spirv_AtomicFMaxEXT(p, s, ACQ_REL, out[3])

// The fences of acquire-release stay around the atom: membar.cta at
// work-group scope, membar.gl at device scope.
// CHECK-LABEL: .entry iadd_int(
// CHECK: membar.cta;
// CHECK-NEXT: atom.shared.add.u32
// CHECK-NEXT: membar.cta;
// CHECK: membar.gl;
// CHECK-NEXT: atom.global.add.u32
// CHECK-NEXT: membar.gl;
// CHECK: membar.cta;
// CHECK-NEXT: atom.shared.add.u32
// CHECK-NEXT: membar.cta;
ON_EACH_SPACE(iadd_int, int, IADD)
// CHECK-LABEL: .entry iadd_ulong(
// CHECK-DAG: atom.shared.add.u64
// CHECK-DAG: atom.shared.add.u64
// CHECK-DAG: atom.global.add.u64
ON_EACH_SPACE(iadd_ulong, ulong, IADD)
// CHECK-LABEL: .entry isub_uint(
// CHECK-DAG: atom.shared.add.u32
// CHECK-DAG: atom.shared.add.u32
// CHECK-DAG: atom.global.add.u32
ON_EACH_SPACE(isub_uint, uint, ISUB)
// CHECK-LABEL: .entry isub_long(
// CHECK-DAG: atom.shared.add.u64
// CHECK-DAG: atom.shared.add.u64
// CHECK-DAG: atom.global.add.u64
ON_EACH_SPACE(isub_long, long, ISUB)
// CHECK-LABEL: .entry iincrement_int(
// CHECK-DAG: atom.shared.add.u32 {{.*}}, 1;
// CHECK-DAG: atom.shared.add.u32 {{.*}}, 1;
// CHECK-DAG: atom.global.add.u32 {{.*}}, 1;
ON_EACH_SPACE(iincrement_int, int, IINC)
// CHECK-LABEL: .entry idecrement_ulong(
// CHECK-DAG: atom.shared.add.u64 {{.*}}, -1;
// CHECK-DAG: atom.shared.add.u64 {{.*}}, -1;
// CHECK-DAG: atom.global.add.u64 {{.*}}, -1;
ON_EACH_SPACE(idecrement_ulong, ulong, IDEC)
// CHECK-LABEL: .entry smin_int(
// CHECK-DAG: atom.shared.min.s32
// CHECK-DAG: atom.shared.min.s32
// CHECK-DAG: atom.global.min.s32
ON_EACH_SPACE(smin_int, int, SMIN)
// CHECK-LABEL: .entry smax_long(
// CHECK-DAG: atom.shared.max.s64
// CHECK-DAG: atom.shared.max.s64
// CHECK-DAG: atom.global.max.s64
ON_EACH_SPACE(smax_long, long, SMAX)
// CHECK-LABEL: .entry umin_uint(
// CHECK-DAG: atom.shared.min.u32
// CHECK-DAG: atom.shared.min.u32
// CHECK-DAG: atom.global.min.u32
ON_EACH_SPACE(umin_uint, uint, UMIN)
// CHECK-LABEL: .entry umax_ulong(
// CHECK-DAG: atom.shared.max.u64
// CHECK-DAG: atom.shared.max.u64
// CHECK-DAG: atom.global.max.u64
ON_EACH_SPACE(umax_ulong, ulong, UMAX)
// CHECK-LABEL: .entry and_int(
// CHECK-DAG: atom.shared.and.b32
// CHECK-DAG: atom.shared.and.b32
// CHECK-DAG: atom.global.and.b32
ON_EACH_SPACE(and_int, int, AND)
// CHECK-LABEL: .entry or_ulong(
// CHECK-DAG: atom.shared.or.b64
// CHECK-DAG: atom.shared.or.b64
// CHECK-DAG: atom.global.or.b64
ON_EACH_SPACE(or_ulong, ulong, OR)
// CHECK-LABEL: .entry xor_uint(
// CHECK-DAG: atom.shared.xor.b32
// CHECK-DAG: atom.shared.xor.b32
// CHECK-DAG: atom.global.xor.b32
ON_EACH_SPACE(xor_uint, uint, XOR)
// CHECK-LABEL: .entry xor_long(
// CHECK-DAG: atom.shared.xor.b64
// CHECK-DAG: atom.shared.xor.b64
// CHECK-DAG: atom.global.xor.b64
ON_EACH_SPACE(xor_long, long, XOR)
// CHECK-LABEL: .entry exchange_int(
// CHECK-DAG: atom.shared.exch.b32
// CHECK-DAG: atom.shared.exch.b32
// CHECK-DAG: atom.global.exch.b32
ON_EACH_SPACE(exchange_int, int, EXCHANGE)
// CHECK-LABEL: .entry exchange_ulong(
// CHECK-DAG: atom.shared.exch.b64
// CHECK-DAG: atom.shared.exch.b64
// CHECK-DAG: atom.global.exch.b64
ON_EACH_SPACE(exchange_ulong, ulong, EXCHANGE)
// CHECK-LABEL: .entry exchange_float(
// CHECK-DAG: atom.shared.exch.b32
// CHECK-DAG: atom.shared.exch.b32
// CHECK-DAG: atom.global.exch.b32
ON_EACH_SPACE(exchange_float, float, EXCHANGE)
// CHECK-LABEL: .entry exchange_double(
// CHECK-DAG: atom.shared.exch.b64
// CHECK-DAG: atom.shared.exch.b64
// CHECK-DAG: atom.global.exch.b64
ON_EACH_SPACE(exchange_double, double, EXCHANGE)
// 16-bit exchange and compare-and-swap: LLVM loops on the containing word.
// CHECK-LABEL: .entry exchange_half(
// CHECK-DAG: atom.shared.cas.b32
// CHECK-DAG: atom.shared.cas.b32
// CHECK-DAG: atom.global.cas.b32
ON_EACH_SPACE(exchange_half, _Float16, EXCHANGE)
// CHECK-LABEL: .entry cas_uint(
// CHECK-DAG: atom.shared.cas.b32
// CHECK-DAG: atom.shared.cas.b32
// CHECK-DAG: atom.global.cas.b32
ON_EACH_SPACE(cas_uint, uint, CAS)
// CHECK-LABEL: .entry cas_long(
// CHECK-DAG: atom.shared.cas.b64
// CHECK-DAG: atom.shared.cas.b64
// CHECK-DAG: atom.global.cas.b64
ON_EACH_SPACE(cas_long, long, CAS)
// CHECK-LABEL: .entry load_int(
// CHECK-DAG: ld.volatile.shared.u32
// CHECK-DAG: ld.volatile.shared.u32
// CHECK-DAG: ld.volatile.global.u32
ON_EACH_SPACE(load_int, int, LOAD)
// CHECK-LABEL: .entry load_double(
// CHECK-DAG: ld.volatile.shared.f64
// CHECK-DAG: ld.volatile.shared.f64
// CHECK-DAG: ld.volatile.global.f64
ON_EACH_SPACE(load_double, double, LOAD)
// CHECK-LABEL: .entry load_half(
// CHECK-DAG: ld.volatile.shared.b16
// CHECK-DAG: ld.volatile.shared.b16
// CHECK-DAG: ld.volatile.global.b16
ON_EACH_SPACE(load_half, _Float16, LOAD)
// CHECK-LABEL: .entry fadd_float(
// CHECK-DAG: atom.shared.add.f32
// CHECK-DAG: atom.shared.add.f32
// CHECK-DAG: atom.global.add.f32
ON_EACH_SPACE(fadd_float, float, FADD)
// CHECK-LABEL: .entry fadd_double(
// CHECK-DAG: atom.shared.add.f64
// CHECK-DAG: atom.shared.add.f64
// CHECK-DAG: atom.global.add.f64
ON_EACH_SPACE(fadd_double, double, FADD)
// CHECK-LABEL: .entry fadd_half(
// CHECK-DAG: atom.shared.add.noftz.f16
// CHECK-DAG: atom.shared.add.noftz.f16
// CHECK-DAG: atom.global.add.noftz.f16
ON_EACH_SPACE(fadd_half, _Float16, FADD)
// Float min and max order the bits (see float_min_max.cl).
// CHECK-LABEL: .entry fmin_float(
// CHECK-DAG: atom.shared.min.s32
// CHECK-DAG: atom.shared.max.u32
// CHECK-DAG: atom.shared.cas.b32
// CHECK-DAG: atom.global.min.s32
// CHECK-DAG: atom.global.max.u32
// CHECK-DAG: atom.global.cas.b32
ON_EACH_SPACE(fmin_float, float, FMIN)
// CHECK-LABEL: .entry fmax_double(
// CHECK-DAG: atom.shared.max.s64
// CHECK-DAG: atom.shared.min.u64
// CHECK-DAG: atom.shared.cas.b64
// CHECK-DAG: atom.global.max.s64
// CHECK-DAG: atom.global.min.u64
// CHECK-DAG: atom.global.cas.b64
ON_EACH_SPACE(fmax_double, double, FMAX)
// CHECK-LABEL: .entry fmax_half(
// CHECK-DAG: atom.shared.cas.b32
// CHECK-DAG: atom.global.cas.b32
ON_EACH_SPACE(fmax_half, _Float16, FMAX)

// CHECK-LABEL: .entry store_float(
// CHECK-DAG: st.volatile.shared.f32
// CHECK-DAG: st.volatile.shared.f32
// CHECK-DAG: st.volatile.global.f32
kernel void store_float(local float *l, global float *g, global float *out, int i) {
  float *p = i ? l : l + 1;
  __spirv_AtomicStore(l, WG, spirv_semantics_release, out[0]);
  __spirv_AtomicStore(g, DEV, spirv_semantics_release, out[1]);
  __spirv_AtomicStore(p, WG, spirv_semantics_release, out[2]);
}

// FMinEXT and FMaxEXT on half, float and double, and the half atomics: the
// PTX each becomes, at each scope, for sm_75 and sm_90.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm90.ptx
// RUN: FileCheck %s < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm90.ptx -o %t.sm90.cubin

#define RELAXED spirv_semantics_relaxed

// Float max orders the bits: atom.max.s32 for a value with the sign clear,
// atom.min.u32 with it set, and a compare-and-swap to replace a NaN that
// neither replaces.
// CHECK-LABEL: .entry fmax_float(
// CHECK-DAG: atom.global.max.s32
// CHECK-DAG: atom.global.min.u32
// CHECK-DAG: atom.global.cas.b32
// CHECK: ret;
kernel void fmax_float(global float *p) {
  p[1] = __spirv_AtomicFMaxEXT(p, spirv_scope_device, RELAXED, p[2]);
}

// CHECK-LABEL: .entry fmin_float(
// CHECK-DAG: atom.global.min.s32
// CHECK-DAG: atom.global.max.u32
kernel void fmin_float(global float *p) {
  p[1] = __spirv_AtomicFMinEXT(p, spirv_scope_device, RELAXED, p[2]);
}

// CHECK-LABEL: .entry fmin_double_local(
// CHECK-DAG: atom.shared.min.s64
// CHECK-DAG: atom.shared.max.u64
// CHECK-DAG: atom.shared.cas.b64
kernel void fmin_double_local(local double *l, global double *p) {
  p[1] = __spirv_AtomicFMinEXT(l, spirv_scope_workgroup, RELAXED, p[2]);
}

// Half min and max are a 16-bit compare-and-swap loop; sequential
// consistency puts the scope's fence on both sides.
// CHECK-LABEL: .entry fmax_half_system(
// CHECK: membar.sys;
// CHECK: atom.sys.cas.b16
// CHECK: membar.sys;
kernel void fmax_half_system(global _Float16 *p) {
  p[1] = __spirv_AtomicFMaxEXT(p, spirv_scope_cross_device,
                               spirv_semantics_sequentially_consistent, p[2]);
}

// CHECK-LABEL: .entry fadd_half_workgroup(
// CHECK: atom.global.add.noftz.f16
kernel void fadd_half_workgroup(global _Float16 *p) {
  p[1] = __spirv_AtomicFAddEXT(p, spirv_scope_workgroup, RELAXED, p[2]);
}

// CHECK-LABEL: .entry fadd_half_device(
// CHECK: atom.global.add.noftz.f16
kernel void fadd_half_device(global _Float16 *p) {
  p[1] = __spirv_AtomicFAddEXT(p, spirv_scope_device, RELAXED, p[2]);
}

// PTX has no 16-bit exch: LLVM loops on the containing word.
// CHECK-LABEL: .entry exchange_half(
// CHECK: [[LOOP:\$L__BB[0-9_]+]]:
// CHECK: atom.global.cas.b32
// CHECK: bra{{.*}} [[LOOP]];
kernel void exchange_half(global _Float16 *g) {
  _Float16 *p = g;
  p[1] = __spirv_AtomicExchange(p, spirv_scope_device, RELAXED, p[2]);
}

// CHECK-LABEL: .entry load_store_half_local(
// CHECK: st.volatile.shared.b16
// CHECK: ld.volatile.shared.b16
kernel void load_store_half_local(local _Float16 *l, global _Float16 *p) {
  __spirv_AtomicStore(l, spirv_scope_workgroup, RELAXED, p[0]);
  p[1] = __spirv_AtomicLoad(l, spirv_scope_workgroup, RELAXED);
}

// The 2025 headers load through a non-const pointer.
// CHECK-LABEL: .entry load_non_const(
// CHECK: ld.volatile.global.u32
// CHECK-NEXT: membar.gl;
kernel void load_non_const(global int *p) {
  p[1] = __spirv_AtomicLoad(p, spirv_scope_device, spirv_semantics_acquire);
}

// Unsigned min and max keep the unsigned comparison at every scope.
// CHECK-LABEL: .entry umax_workgroup(
// CHECK: atom.global.max.u64
kernel void umax_workgroup(global ulong *p) {
  p[1] = __spirv_AtomicUMax(p, spirv_scope_workgroup, RELAXED, p[2]);
}
// CHECK-LABEL: .entry umin_system(
// CHECK: atom.sys.min.u32
kernel void umin_system(global uint *p) {
  p[1] = __spirv_AtomicUMin(p, spirv_scope_cross_device, RELAXED, p[2]);
}

// SYCL's enum-typed name for half FAdd.
_Float16 _Z21__spirv_AtomicFAddEXTPU3AS1DF16_N5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEDF16_(
    global _Float16 *, uint, uint, _Float16);
// CHECK-LABEL: .entry fadd_half_sycl_name(
// CHECK: atom.sys.add.noftz.f16
kernel void fadd_half_sycl_name(global _Float16 *p) {
  p[1] = _Z21__spirv_AtomicFAddEXTPU3AS1DF16_N5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEDF16_(
      p, spirv_scope_cross_device, RELAXED, p[2]);
}

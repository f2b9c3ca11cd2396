// Atomics: cross-device scope is atom.sys, narrower scopes atom on the
// pointer's own space at the default (.gpu) scope; the semantics add membar
// fences around the relaxed atom, and every type and address space reaches
// the PTX atom it needs (atomics-address-spaces.cl has them all).
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry add_relaxed(
// CHECK-NOT: membar
// CHECK: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 5;
// CHECK-NOT: membar
// CHECK: ret;
kernel void add_relaxed(global int *p) {
  __spirv_AtomicIAdd(p, spirv_scope_device, spirv_semantics_relaxed, 5);
}

// CHECK-LABEL: .entry add_local_workgroup(
// CHECK: atom.shared.add.u32
kernel void add_local_workgroup(local int *l, global int *out) {
  __spirv_AtomicIAdd(l, spirv_scope_workgroup, spirv_semantics_relaxed, 1);
  out[0] = l[0];
}

// CHECK-LABEL: .entry add_seq_cst(
// CHECK: membar.gl;
// CHECK-NEXT: atom.global.add.u64
// CHECK-NEXT: membar.gl;
kernel void add_seq_cst(global long *p) {
  __spirv_AtomicIAdd(p, spirv_scope_device, spirv_semantics_sequentially_consistent, 5l);
}

// CHECK-LABEL: .entry cas_system(
// CHECK: atom.sys.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 0, 1;
kernel void cas_system(global uint *p) {
  p[1] = __spirv_AtomicCompareExchange(p, spirv_scope_cross_device, 0, 0, 1u, 0u);
}

// CHECK-LABEL: .entry exchange_float(
// CHECK: atom.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1075838976;
kernel void exchange_float(global float *p) {
  p[1] = __spirv_AtomicExchange(p, spirv_scope_device, 0, 2.5f);
}

// CHECK-LABEL: .entry fadd_double(
// CHECK: atom.global.add.f64
kernel void fadd_double(global double *p) { __spirv_AtomicFAddEXT(p, spirv_scope_device, 0, 1.0); }

// CHECK-LABEL: .entry load_acquire_store_release(
// CHECK: ld.volatile.global.u32
// CHECK-NEXT: membar.gl;
// CHECK-NEXT: membar.cta;
// CHECK-NEXT: st.volatile.global.u32
kernel void load_acquire_store_release(global int *p) {
  int v = __spirv_AtomicLoad(p, spirv_scope_device, spirv_semantics_acquire);
  __spirv_AtomicStore(p + 1, spirv_scope_workgroup, spirv_semantics_release, v);
}

// CHECK-LABEL: .entry umax_generic(
// CHECK: atom.global.max.u64
kernel void umax_generic(global ulong *g) {
  ulong *p = g;
  __spirv_AtomicUMax(p, spirv_scope_device, 0, 7ul);
}

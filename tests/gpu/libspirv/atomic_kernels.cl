/* Kernels for atomic_test.c: many work-items on few locations, where any
 * lost update shows in the totals. */
#define DEVICE spirv_scope_device
#define RELAXED spirv_semantics_relaxed

/* counters[i % 16] += 1, and the old values summed per counter. */
kernel void histogram(global uint *counters) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  __spirv_AtomicIAdd(counters + i % 16, DEVICE, RELAXED, 1u);
}

/* A work-group counter in local memory; its total goes out per group. */
kernel void local_count(local uint *count, global uint *totals) {
  if (__spirv_LocalInvocationId_x() == 0)
    *count = 0;
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  __spirv_AtomicIIncrement(count, spirv_scope_workgroup, RELAXED);
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  if (__spirv_LocalInvocationId_x() == 0)
    totals[__spirv_WorkgroupId_x()] = *count;
}

/* A 256-bin histogram in local memory (atom.shared), one bin per
 * work-item of a 256-wide group, added into the global bins at the end. */
kernel void local_histogram(local uint *bins, global uint *totals) {
  uint l = (uint)__spirv_LocalInvocationId_x();
  bins[l] = 0;
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  uint bin = ((uint)__spirv_GlobalInvocationId_x() * 2654435761u) >> 24;
  __spirv_AtomicIAdd(bins + bin, spirv_scope_workgroup, RELAXED, 1u);
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  __spirv_AtomicIAdd(totals + l, DEVICE, RELAXED, bins[l]);
}

/* A float sum built from compare-and-swap on its bits. */
kernel void cas_float_sum(global uint *bits) {
  uint old = __spirv_AtomicLoad(bits, DEVICE, spirv_semantics_acquire);
  for (;;) {
    uint desired = as_uint(as_float(old) + 1.0f);
    uint seen = __spirv_AtomicCompareExchange(bits, DEVICE, spirv_semantics_acquire_release,
                                              RELAXED, desired, old);
    if (seen == old)
      break;
    old = seen;
  }
}

/* min and max of values spread around zero, signed and unsigned. */
kernel void min_max(global int *signed_out, global ulong *unsigned_out) {
  int v = (int)__spirv_GlobalInvocationId_x() - 1000;
  __spirv_AtomicSMin(signed_out, DEVICE, RELAXED, v);
  __spirv_AtomicSMax(signed_out + 1, DEVICE, RELAXED, v);
  __spirv_AtomicUMin(unsigned_out, DEVICE, RELAXED, (ulong)(v + 5000) << 20);
  __spirv_AtomicUMax(unsigned_out + 1, DEVICE, RELAXED, (ulong)(v + 5000) << 20);
}

/* Every work-item swaps its id in; each returned value is some earlier one. */
kernel void exchange_ids(global long *slot, global long *returned) {
  long id = (long)__spirv_GlobalInvocationId_x() + 1;
  returned[id - 1] = __spirv_AtomicExchange(slot, DEVICE, RELAXED, id);
}

kernel void double_sum(global double *sum) {
  __spirv_AtomicFAddEXT(sum, DEVICE, RELAXED, 0.5);
}

/* The names SYCL headers use, with __spv::Scope and MemorySemanticsMask. */
int _Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(
    global int *, uint, uint, int);
int _Z17__spirv_AtomicXorPiN5__spv5Scope4FlagENS0_19MemorySemanticsMask4FlagEi(int *, uint,
                                                                              uint, int);
kernel void sycl_names(global int *p) {
  _Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(p, DEVICE,
                                                                                  RELAXED, 3);
  _Z17__spirv_AtomicXorPiN5__spv5Scope4FlagENS0_19MemorySemanticsMask4FlagEi(
      p + 1, DEVICE, RELAXED, 1 << (__spirv_GlobalInvocationId_x() % 31));
}

/* Unsigned min and max over hashes that fill all 32 bits (so a signed
 * comparison would pick other winners): per work-group in local memory at
 * work-group scope, and over the whole launch at system scope. */
kernel void unsigned_scopes(local uint *group_slots, global uint *groups, global ulong *system) {
  uint lid = (uint)__spirv_LocalInvocationId_x();
  uint hash = (uint)__spirv_GlobalInvocationId_x() * 2654435761u;
  if (lid == 0) {
    group_slots[0] = 0;
    group_slots[1] = ~0u;
  }
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  __spirv_AtomicUMax(group_slots, spirv_scope_workgroup, RELAXED, hash);
  __spirv_AtomicUMin(group_slots + 1, spirv_scope_workgroup, RELAXED, hash);
  ulong wide = (ulong)hash << 32 | (hash ^ 0x5555u);
  __spirv_AtomicUMax(system, spirv_scope_cross_device, RELAXED, wide);
  __spirv_AtomicUMin(system + 1, spirv_scope_cross_device, RELAXED, wide);
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  if (lid == 0) {
    groups[2 * __spirv_WorkgroupId_x()] = group_slots[0];
    groups[2 * __spirv_WorkgroupId_x() + 1] = group_slots[1];
  }
}

/* The 2025 headers' names: int scope and semantics, long long (x, y) as the
 * remangler derives them, Load through a non-const pointer. p[1] counts in
 * steps of 2 through a Load and CompareExchange loop. */
long _Z18__spirv_AtomicIAddPU3AS1xiix(global long *, int, int, long);
ulong _Z18__spirv_AtomicUMaxPyiiy(ulong *, int, int, ulong);
long _Z18__spirv_AtomicLoadPU3AS1xii(global long *, int, int);
long _Z29__spirv_AtomicCompareExchangePU3AS1xiiixx(global long *, int, int, int, long, long);
kernel void names_2025(global long *p, global ulong *u) {
  ulong *any_space = u;
  _Z18__spirv_AtomicIAddPU3AS1xiix(p, DEVICE, RELAXED, 3);
  _Z18__spirv_AtomicUMaxPyiiy(any_space, DEVICE, RELAXED,
                              (ulong)__spirv_GlobalInvocationId_x() * 0x9e3779b97f4a7c15ul);
  long old = _Z18__spirv_AtomicLoadPU3AS1xii(p + 1, DEVICE, spirv_semantics_acquire);
  for (;;) {
    long seen = _Z29__spirv_AtomicCompareExchangePU3AS1xiiixx(
        p + 1, DEVICE, spirv_semantics_acquire_release, RELAXED, old + 2, old);
    if (seen == old)
      break;
    old = seen;
  }
}

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

/* Kernels for atomic_float_test.c: FMinEXT and FMaxEXT on half, float and
 * double, and half's FAddEXT, Exchange, Load and Store, under contention. */
#define DEVICE spirv_scope_device
#define WORKGROUP spirv_scope_workgroup
#define SYSTEM spirv_scope_cross_device
#define RELAXED spirv_semantics_relaxed
#define GID() __spirv_GlobalInvocationId_x()
#define LID() __spirv_LocalInvocationId_x()
#define GROUP_BARRIER() __spirv_ControlBarrier(WORKGROUP, WORKGROUP, 0x110)

float _Z21__spirv_AtomicFMinEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf(
    global float *, uint, uint, float);
double _Z21__spirv_AtomicFMinEXTPU3AS1dN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEd(
    global double *, uint, uint, double);
_Float16 _Z21__spirv_AtomicFMinEXTPU3AS1DF16_N5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEDF16_(
    global _Float16 *, uint, uint, _Float16);

/* Every work-item folds its value into four slots, which the host starts
 * at NaNs: FMax through a global pointer, FMax through a generic one, FMin
 * by overload, FMin by SYCL's enum-typed name. The old values go to olds. */
#define FOLD_ALL(T, TM, ENUM_FMIN)                                             \
  kernel void fold_##TM(global T *slots, global const T *values, global T *olds) { \
    size_t i = GID();                                                          \
    T v = values[i];                                                           \
    T *any_space = slots + 1;                                                  \
    olds[4 * i] = __spirv_AtomicFMaxEXT(slots, DEVICE, RELAXED, v);            \
    olds[4 * i + 1] = __spirv_AtomicFMaxEXT(any_space, DEVICE, RELAXED, v);    \
    olds[4 * i + 2] = __spirv_AtomicFMinEXT(slots + 2, DEVICE, RELAXED, v);    \
    olds[4 * i + 3] = ENUM_FMIN(slots + 3, DEVICE, RELAXED, v);                \
  }
FOLD_ALL(float, float, _Z21__spirv_AtomicFMinEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf)
FOLD_ALL(double, double, _Z21__spirv_AtomicFMinEXTPU3AS1dN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEd)
FOLD_ALL(_Float16, half, _Z21__spirv_AtomicFMinEXTPU3AS1DF16_N5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEDF16_)

/* Per work-group in local memory at work-group scope: the max and the min
 * of the group's values, from NaN starts (positive for max, negative for
 * min: the NaNs the integer order cannot replace). */
#define FOLD_LOCAL(T, TM)                                                      \
  kernel void fold_local_##TM(local T *slot, global const T *values, global T *out) { \
    size_t i = GID();                                                          \
    if (LID() == 0) {                                                          \
      slot[0] = __builtin_nan("");                                             \
      slot[1] = -__builtin_nan("");                                            \
    }                                                                          \
    GROUP_BARRIER();                                                           \
    __spirv_AtomicFMaxEXT(slot, WORKGROUP, RELAXED, values[i]);                \
    __spirv_AtomicFMinEXT(slot + 1, WORKGROUP, RELAXED, values[i]);            \
    GROUP_BARRIER();                                                           \
    if (LID() == 0) {                                                          \
      out[2 * __spirv_WorkgroupId_x()] = slot[0];                              \
      out[2 * __spirv_WorkgroupId_x() + 1] = slot[1];                          \
    }                                                                          \
  }
FOLD_LOCAL(float, float)
FOLD_LOCAL(double, double)
FOLD_LOCAL(_Float16, half)

/* Signed zeros, at system scope: slots start -0, +0, +0, -0; odd work-items
 * bring +0 to the first two, every one -0 to the third and +0 to the
 * fourth. */
#define ZEROS(T, TM)                                                           \
  kernel void zeros_##TM(global T *slots) {                                    \
    T zero = GID() % 2 ? (T)0 : -(T)0;                                         \
    __spirv_AtomicFMaxEXT(slots, SYSTEM, RELAXED, zero);                       \
    __spirv_AtomicFMinEXT(slots + 1, SYSTEM, RELAXED, zero);                   \
    __spirv_AtomicFMaxEXT(slots + 2, SYSTEM, RELAXED, -(T)0);                  \
    __spirv_AtomicFMinEXT(slots + 3, SYSTEM, RELAXED, (T)0);                   \
  }
ZEROS(float, float)
ZEROS(double, double)
ZEROS(_Float16, half)

/* Half sums: 1 each at device scope and 0.5 each at system scope on global
 * slots, 0.25 each per work-group in local memory; all sums exact. */
kernel void half_sums(local _Float16 *group_sum, global _Float16 *slots, global _Float16 *groups) {
  if (LID() == 0)
    *group_sum = 0;
  GROUP_BARRIER();
  __spirv_AtomicFAddEXT(slots, DEVICE, RELAXED, (_Float16)1);
  __spirv_AtomicFAddEXT(slots + 1, SYSTEM, RELAXED, (_Float16)0.5f);
  __spirv_AtomicFAddEXT(group_sum, WORKGROUP, RELAXED, (_Float16)0.25f);
  GROUP_BARRIER();
  if (LID() == 0)
    groups[__spirv_WorkgroupId_x()] = *group_sum;
}

/* Every work-item swaps its id + 1 (exact in half up to 2048) into one slot. */
kernel void half_exchange(global _Float16 *slot, global _Float16 *returned) {
  size_t i = GID();
  returned[i] = __spirv_AtomicExchange(slot, DEVICE, RELAXED, (_Float16)(float)(i + 1));
}

/* Store with release, then a neighbour loads with acquire, through global
 * (non-const and const pointers) and local memory. */
kernel void half_load_store(local _Float16 *l, global const _Float16 *in, global _Float16 *out) {
  size_t i = GID(), lid = LID();
  __spirv_AtomicStore(out + i, DEVICE, spirv_semantics_release, in[i]);
  __spirv_AtomicStore(l + lid, WORKGROUP, spirv_semantics_release, in[i]);
  GROUP_BARRIER();
  size_t size = __spirv_WorkgroupSize_x(), neighbour = (lid + 1) % size;
  _Float16 mine = __spirv_AtomicLoad(out + i, DEVICE, spirv_semantics_acquire);
  _Float16 theirs = __spirv_AtomicLoad(l + neighbour, WORKGROUP, spirv_semantics_acquire);
  _Float16 again = __spirv_AtomicLoad(in + i, DEVICE, spirv_semantics_acquire);
  out[i] = mine == again ? theirs : (_Float16)-1;
}

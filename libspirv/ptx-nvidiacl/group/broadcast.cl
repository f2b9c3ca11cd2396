/* Broadcasts: GroupBroadcast (the value of the work-item at a local id, to
 * a work-group or sub-group), GroupNonUniformBroadcast and
 * GroupNonUniformShuffle (the value of a lane, to the active lanes),
 * GroupNonUniformBroadcastFirst (the value of the lowest active lane) and
 * GroupNonUniformAllEqual (whether every active lane holds that value). */
#include "collectives.h"

/* source: the local linear id over a work-group, the lane over a
 * sub-group. A work-group exchanges through RESULT(T, 0) between two
 * barriers (see collectives.h). */
#define BROADCAST_CORE(T)                                                      \
  static T broadcast_##T(uint scope, T x, uint source) {                       \
    if (scope != spirv_scope_workgroup || __spirv_NumSubgroups() == 1)         \
      return shuffle_##T(subgroup_lanes(), x, source);                         \
    __syncthreads();                                                           \
    if (__spirv_SubgroupId() * WARP + lane_id() == source)                     \
      RESULT(T, 0) = x;                                                        \
    __syncthreads();                                                           \
    return RESULT(T, 0);                                                       \
  }

/* A work-group shuffle: each work-item gets the x of the work-item at local
 * linear id source (its own x when source is outside the work-group). The
 * 512-byte scratch holds the values of 64 to 256 work-items, so they pass
 * through it in rounds, each write and read followed by a barrier (the
 * last one keeps the next collective from overwriting what is still read).
 * Its first round writes RESULT slots too, which a broadcast, a scan or a
 * reduction of more than 8 sub-groups with a short one reads after its
 * last barrier: a barrier first keeps those reads ahead of the writes.
 * A work-group of one sub-group shuffles in registers. */
#define WORKGROUP_SHUFFLE_CORE(T)                                              \
  static T workgroup_shuffle_##T(T x, uint source) {                           \
    if (__spirv_NumSubgroups() == 1)                                           \
      return shuffle_##T(subgroup_lanes(), x, source);                         \
    local T *slots = (local T *)__clc_group_scratch();                         \
    uint capacity = 2 * WARP * sizeof(ulong) / sizeof(T);                      \
    uint self = __spirv_SubgroupId() * WARP + lane_id();                       \
    T result = x;                                                              \
    __syncthreads();                                                           \
    for (uint base = 0; base < workgroup_size(); base += capacity) {           \
      if (self - base < capacity)                                              \
        slots[self - base] = x;                                                \
      __syncthreads();                                                         \
      if (source - base < capacity)                                            \
        result = slots[source - base];                                         \
      __syncthreads();                                                         \
    }                                                                          \
    return result;                                                             \
  }

#define BROADCAST_CORES(T) BROADCAST_CORE(T) WORKGROUP_SHUFFLE_CORE(T)
BROADCAST_CORES(uint)
BROADCAST_CORES(ulong)
BROADCAST_CORES(_Float16)
BROADCAST_CORES(float)
BROADCAST_CORES(double)

/* X(type, the type it travels as, its mangling) for each value type. */
#define BROADCAST_VALUES(X)                                                    \
  X(char, uint, c) X(uchar, uint, h) X(short, uint, s) X(ushort, uint, t)      \
  X(int, uint, i) X(uint, uint, j) X(long, ulong, l) X(ulong, ulong, m)        \
  X(_Float16, _Float16, DF16_) X(float, float, f) X(double, double, d)

/* The instances of SYCL's template <typename T, typename IdT> T
 * __spirv_GroupNonUniform{Broadcast,Shuffle}(__spv::Scope::Flag, T, IdT)
 * with IdT = unsigned. At work-group scope the id is the local linear id. */
#define NON_UNIFORM_BROADCASTS(T, W, M)                                        \
  T __attribute__((always_inline))                                             \
      _Z32__spirv_GroupNonUniformBroadcastI##M##jET_N5__spv5Scope4FlagES0_T0_(uint scope, T x, \
                                                                              uint id) { \
    if (scope == spirv_scope_workgroup)                                        \
      return (T)broadcast_##W(scope, (W)x, id);                                \
    return (T)shuffle_##W(__nvvm_activemask(), (W)x, id);                      \
  }                                                                            \
  T __attribute__((always_inline))                                             \
      _Z30__spirv_GroupNonUniformShuffleI##M##jET_N5__spv5Scope4FlagES0_T0_(uint scope, T x, \
                                                                            uint id) { \
    if (scope == spirv_scope_workgroup)                                        \
      return (T)workgroup_shuffle_##W((W)x, id);                               \
    return (T)shuffle_##W(__nvvm_activemask(), (W)x, id);                      \
  }

BROADCAST_VALUES(NON_UNIFORM_BROADCASTS)

/* At work-group scope every work-item makes the call, as for the other
 * work-group collectives, so the first is local id 0. AllEqual compares
 * with ==: floats ordered-and-equal, as SPIR-V asks (a NaN is never equal,
 * -0 equals +0). */
#define FIRST_LANE_CORES(T, W, M)                                              \
  static T first_of_##M(uint mask, T x) {                                      \
    return (T)shuffle_##W(mask, (W)x, (uint)__builtin_ctz(mask));              \
  }                                                                            \
  static T broadcast_first_##M(uint scope, T x) {                              \
    if (scope == spirv_scope_workgroup)                                        \
      return (T)broadcast_##W(scope, (W)x, 0);                                 \
    return first_of_##M(__nvvm_activemask(), x);                               \
  }                                                                            \
  static bool all_equal_##M(uint scope, T x) {                                 \
    if (scope == spirv_scope_workgroup)                                        \
      return __nvvm_bar0_and(x == (T)broadcast_##W(scope, (W)x, 0));           \
    uint mask = __nvvm_activemask();                                           \
    return __nvvm_vote_all_sync(mask, x == first_of_##M(mask, x));             \
  }

/* Under SYCL's template names (template <typename T> T
 * __spirv_GroupNonUniformBroadcastFirst(__spv::Scope::Flag, T), and bool
 * AllEqual of the same arguments) and as OpenCL overloads (spirv/group.h). */
#define FIRST_LANE_ENTRY_POINTS(T, W, M)                                       \
  FIRST_LANE_CORES(T, W, M)                                                    \
  T __attribute__((always_inline))                                             \
      _Z37__spirv_GroupNonUniformBroadcastFirstI##M##ET_N5__spv5Scope4FlagES0_(uint scope, T x) { \
    return broadcast_first_##M(scope, x);                                      \
  }                                                                            \
  bool __attribute__((always_inline))                                          \
      _Z31__spirv_GroupNonUniformAllEqualI##M##EbN5__spv5Scope4FlagET_(uint scope, T x) { \
    return all_equal_##M(scope, x);                                            \
  }                                                                            \
  T _CLC_DEF __spirv_GroupNonUniformBroadcastFirst(uint scope, T x) {          \
    return broadcast_first_##M(scope, x);                                      \
  }                                                                            \
  bool _CLC_DEF __spirv_GroupNonUniformAllEqual(uint scope, T x) { return all_equal_##M(scope, x); }

BROADCAST_VALUES(FIRST_LANE_ENTRY_POINTS)

/* A local id (x, y, z) as the source of broadcast_T: its linear id over a
 * work-group, x over a sub-group (which is one-dimensional). */
static uint source_of(uint scope, uint x, uint y, uint z) {
  if (scope != spirv_scope_workgroup)
    return x;
  return x + (y + z * (uint)__spirv_WorkgroupSize_y()) * (uint)__spirv_WorkgroupSize_x();
}

#define SOURCE_1(scope, id) source_of(scope, (uint)(id), 0, 0)
#define SOURCE_2(scope, id) source_of(scope, (uint)(id).x, (uint)(id).y, 0)
#define SOURCE_3(scope, id) source_of(scope, (uint)(id).x, (uint)(id).y, (uint)(id).z)

#define SPIRV_BODY "broadcast.inc"
#include <spirv/gentype/integern.inc>

/* Broadcasts: GroupBroadcast (the value of the work-item at a local id, to
 * a work-group or sub-group), GroupNonUniformBroadcast and
 * GroupNonUniformShuffle (the value of a lane, to the active lanes). */
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

BROADCAST_CORE(uint)
BROADCAST_CORE(ulong)
BROADCAST_CORE(_Float16)
BROADCAST_CORE(float)
BROADCAST_CORE(double)

/* X(type, the type it travels as, its mangling) for each value type. */
#define BROADCAST_VALUES(X)                                                    \
  X(char, uint, c) X(uchar, uint, h) X(short, uint, s) X(ushort, uint, t)      \
  X(int, uint, i) X(uint, uint, j) X(long, ulong, l) X(ulong, ulong, m)        \
  X(_Float16, _Float16, DF16_) X(float, float, f) X(double, double, d)

/* The instances of SYCL's template <typename T, typename IdT> T
 * __spirv_GroupNonUniform{Broadcast,Shuffle}(__spv::Scope::Flag, T, IdT)
 * with IdT = unsigned. A work-group broadcast takes the local linear id. */
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
    return (T)shuffle_##W(__nvvm_activemask(), (W)x, id);                      \
  }

BROADCAST_VALUES(NON_UNIFORM_BROADCASTS)

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

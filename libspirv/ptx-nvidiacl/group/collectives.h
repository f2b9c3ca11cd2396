/* What the group collectives share: warp primitives, the shared scratch,
 * and one set of algorithms per (value type, operation), made by
 * GROUP_CORE. A sub-group is a warp (workitem/subgroup.cl); a collective
 * over it combines values with shfl.sync (redux.sync for 32-bit integer
 * reductions on sm_80 and newer), one over a work-group also exchanges one
 * value per sub-group through shared memory.
 *
 * The order values are combined in decides the rounding of float results;
 * libspirv/docs/group-collectives.md documents it, and the GPU tests check it exactly:
 * - reduce: a pairwise tree over the participants in lane order, (0,1),
 *   (2,3), ... then pairs of pairs; a node without a right half passes its
 *   value up. A work-group combines its sub-group results by the same tree.
 * - scans: Hillis-Steele (Kogge-Stone): at steps 1, 2, 4, 8, 16 position p
 *   takes op(value at p - step, own value) when p >= step. A work-group
 *   scans the sub-group totals the same way; work-item i of sub-group w > 0
 *   gets op(that scan at w - 1, its sub-group's scan at i).
 *   An exclusive scan gives each position the inclusive scan of the one
 *   before it within its sub-group, the identity at the very first.
 * Integer results do not depend on the order. */
#ifndef GROUP_COLLECTIVES_H
#define GROUP_COLLECTIVES_H

#include <spirv/spirv.h>

#define WARP 32u
#define ALL_LANES 0xffffffffu

#define GROUP_PASTE_(a, b) a##b
#define GROUP_PASTE(a, b) GROUP_PASTE_(a, b)

/* 512 bytes of shared memory (scratch.ll): 32 PARTIAL slots in the first
 * 256 bytes and 32 RESULT slots in the rest, each packed as an array of T
 * (so eight float partials are two 16-byte loads). Phase 1 of a work-group
 * collective writes PARTIAL slots, then a barrier. A reduction's phase 2
 * reads them in every sub-group, then a barrier; the other collectives'
 * phase 2 reads them and writes RESULT slots, then a barrier, phase 3 reads
 * RESULT slots. Either way a writer has always passed a barrier that every
 * reader of the collective before had to reach after its last read, so no
 * barrier is needed before phase 1. */
local ulong *__clc_group_scratch(void);
#define PARTIAL(T, i) (((local T *)__clc_group_scratch())[i])
#define RESULT(T, i) (((local T *)(__clc_group_scratch() + WARP))[i])

static uint lane_id(void) { return __nvvm_read_ptx_sreg_laneid(); }

static uint workgroup_size(void) {
  return (uint)(__spirv_WorkgroupSize_x() * __spirv_WorkgroupSize_y() * __spirv_WorkgroupSize_z());
}

/* The first count lanes of a warp. */
static uint first_lanes(uint count) { return count >= WARP ? ALL_LANES : (1u << count) - 1; }

/* The lanes of the calling work-item's sub-group: all 32, or the first n of
 * the short last warp of a work-group whose size is not a multiple of 32.
 * Uniform collectives name these lanes rather than __activemask(), so that
 * shfl.sync waits for all of them. */
static uint subgroup_lanes(void) { return first_lanes(__spirv_SubgroupSize()); }

/* The lanes of mask in the calling lane's cluster of cluster_size
 * consecutive lanes (a power of two; 32 or more is the whole warp). */
static uint cluster_lanes(uint mask, uint cluster_size) {
  if (cluster_size >= WARP)
    return mask;
  return mask & (first_lanes(cluster_size) << (lane_id() & ~(cluster_size - 1)));
}

/* The participants of a non-uniform collective: the lanes of mask,
 * numbered 0..count-1 in lane order (positions); the calling lane is at
 * position rank. Uniform collectives have the first count lanes. */
struct lanes {
  uint rank, count, first;
};

static struct lanes lanes_of(uint mask) {
  struct lanes l = {__builtin_popcount(mask & __nvvm_read_ptx_sreg_lanemask_lt()),
                    __builtin_popcount(mask), (uint)__builtin_ctz(mask)};
  return l;
}

/* Whether the lanes of mask are consecutive (position p is lane first + p). */
static bool is_contiguous(uint mask) {
  uint run = mask >> __builtin_ctz(mask);
  return (run & (run + 1)) == 0;
}

/* The lane at position p of a mask with gaps (fns: the (p+1)-th set bit). */
static uint sparse_lane(uint mask, uint p) { return (uint)__nvvm_fns(mask, 0, (int)p + 1); }

/* redux.sync (sm_80+) for 32-bit integer reductions; __nvvm_reflect is
 * answered when the kernel is compiled for its GPU, so sm_75 kernels keep
 * the shuffles and never see the instruction. */
static bool has_redux(void) { return __nvvm_reflect("__CUDA_ARCH") >= 800; }
uint redux_add(uint x, uint mask) __asm("llvm.nvvm.redux.sync.add");
uint redux_and(uint x, uint mask) __asm("llvm.nvvm.redux.sync.and");
uint redux_or(uint x, uint mask) __asm("llvm.nvvm.redux.sync.or");
uint redux_xor(uint x, uint mask) __asm("llvm.nvvm.redux.sync.xor");
uint redux_umin(uint x, uint mask) __asm("llvm.nvvm.redux.sync.umin");
uint redux_umax(uint x, uint mask) __asm("llvm.nvvm.redux.sync.umax");
int redux_min(int x, uint mask) __asm("llvm.nvvm.redux.sync.min");
int redux_max(int x, uint mask) __asm("llvm.nvvm.redux.sync.max");
#define REDUX(op, T) if (has_redux()) return (T)redux_##op(x, mask);

/* shuffle_T(mask, x, lane): lane's x; 64-bit values travel in two halves,
 * 16-bit ones in the low half of a 32-bit shuffle. */
static uint shuffle_uint(uint mask, uint x, uint lane) {
  return (uint)__nvvm_shfl_sync_idx_i32(mask, (int)x, (int)lane, 0x1f);
}
static int shuffle_int(uint mask, int x, uint lane) {
  return (int)shuffle_uint(mask, (uint)x, lane);
}
static ulong shuffle_ulong(uint mask, ulong x, uint lane) {
  return (ulong)shuffle_uint(mask, (uint)(x >> 32), lane) << 32 | shuffle_uint(mask, (uint)x, lane);
}
static long shuffle_long(uint mask, long x, uint lane) {
  return (long)shuffle_ulong(mask, (ulong)x, lane);
}
static float shuffle_float(uint mask, float x, uint lane) {
  return as_float(shuffle_uint(mask, as_uint(x), lane));
}
static double shuffle_double(uint mask, double x, uint lane) {
  return as_double(shuffle_ulong(mask, as_ulong(x), lane));
}
static _Float16 shuffle__Float16(uint mask, _Float16 x, uint lane) {
  return __builtin_astype((ushort)shuffle_uint(mask, as_ushort(x), lane), _Float16);
}

/* bfly_T(x, step): the x of lane (own lane ^ step), over all 32 lanes. */
static uint bfly_uint(uint x, uint step) {
  return (uint)__nvvm_shfl_sync_bfly_i32(ALL_LANES, (int)x, (int)step, 0x1f);
}
static int bfly_int(int x, uint step) { return (int)bfly_uint((uint)x, step); }
static ulong bfly_ulong(ulong x, uint step) {
  return (ulong)bfly_uint((uint)(x >> 32), step) << 32 | bfly_uint((uint)x, step);
}
static long bfly_long(long x, uint step) { return (long)bfly_ulong((ulong)x, step); }
static float bfly_float(float x, uint step) { return as_float(bfly_uint(as_uint(x), step)); }
static double bfly_double(double x, uint step) {
  return as_double(bfly_ulong(as_ulong(x), step));
}
static _Float16 bfly__Float16(_Float16 x, uint step) {
  return __builtin_astype((ushort)bfly_uint(as_ushort(x), step), _Float16);
}

/* Combining steps; they may evaluate an argument twice. Integer sums and
 * products wrap (computed unsigned).
 * Float sums and products use the explicitly rounded PTX forms, which
 * neither LLVM nor ptxas contract into an fma with a neighbouring multiply,
 * so every step rounds once and all lanes round alike; half steps round in
 * float and then to half, which is the correctly rounded half result. */
#define PLUS(a, b) ((a) + (b))
#define TIMES(a, b) ((a) * (b))
#define BIT_AND(a, b) ((a) & (b))
#define BIT_OR(a, b) ((a) | (b))
#define BIT_XOR(a, b) ((a) ^ (b))
#define LESSER(a, b) ((a) < (b) ? (a) : (b))
#define GREATER(a, b) ((a) > (b) ? (a) : (b))
#define FADD_float(a, b) __nvvm_add_rn_f(a, b)
#define FADD_double(a, b) __nvvm_add_rn_d(a, b)
#define FADD__Float16(a, b) ((_Float16)__nvvm_add_rn_f((float)(a), (float)(b)))
#define FMUL_float(a, b) __nvvm_mul_rn_f(a, b)
#define FMUL_double(a, b) __nvvm_mul_rn_d(a, b)
#define FMUL__Float16(a, b) ((_Float16)__nvvm_mul_rn_f((float)(a), (float)(b)))
#define FMIN_float(a, b) __builtin_fminf(a, b)
#define FMIN_double(a, b) __builtin_fmin(a, b)
#define FMIN__Float16(a, b) ((_Float16)__builtin_fminf((float)(a), (float)(b)))
#define FMAX_float(a, b) __builtin_fmaxf(a, b)
#define FMAX_double(a, b) __builtin_fmax(a, b)
#define FMAX__Float16(a, b) ((_Float16)__builtin_fmaxf((float)(a), (float)(b)))

/* How many sub-group results one lane combines in registers in a
 * work-group reduction (NAME_partials): 32 bytes of them, two 16-byte loads,
 * and 8 at most (16 bytes of half). */
#define CHUNK(T) (sizeof(T) == 8 ? 4u : 8u)

/* GROUP_CORE(NAME, T, COMBINE, FAST) defines, for values of type T combined
 * by COMBINE(a, b) (FAST: a statement that may return the reduction of x
 * over the lanes of mask at once, or nothing):
 *   NAME_uniform(scope, op, x, identity)               Group* semantics
 *   NAME_non_uniform(scope, op, x, cluster, identity)  GroupNonUniform*
 * and the pieces they are made of. The reductions leave their result in
 * the first participant, or in all of them if to_all. Every participant
 * must call, and shuffles read only participants, with the participants as
 * their member mask. Loops run to the participant count (uniform across
 * them), so a small group takes fewer steps. */
#define GROUP_CORE(NAME, T, COMBINE, FAST)                                     \
  /* Over lanes first .. first + count - 1, which are mask. */                 \
  static T NAME##_run(T x, uint mask, uint first, uint count, bool to_all) {   \
    uint lane = lane_id();                                                     \
    if (count == WARP) {                                                       \
      for (uint step = 1; step < WARP; step <<= 1) {                           \
        T other = bfly_##T(x, step);                                           \
        x = COMBINE(x, other);                                                 \
      }                                                                        \
      return x;                                                                \
    }                                                                          \
    for (uint step = 1; step < count; step <<= 1) {                            \
      bool pair = lane - first + step < count;                                 \
      T right = shuffle_##T(mask, x, pair ? lane + step : lane);               \
      x = pair ? COMBINE(x, right) : x;                                        \
    }                                                                          \
    return to_all ? shuffle_##T(mask, x, first) : x;                           \
  }                                                                            \
                                                                               \
  static T NAME##_sparse(T x, uint mask, bool to_all) {                        \
    struct lanes l = lanes_of(mask);                                           \
    for (uint step = 1; step < l.count; step <<= 1) {                          \
      bool pair = l.rank + step < l.count;                                     \
      T right = shuffle_##T(mask, x, pair ? sparse_lane(mask, l.rank + step) : lane_id()); \
      x = pair ? COMBINE(x, right) : x;                                        \
    }                                                                          \
    return to_all ? shuffle_##T(mask, x, l.first) : x;                         \
  }                                                                            \
                                                                               \
  static T NAME##_first_lanes(T x, uint count, bool to_all) {                  \
    uint mask = first_lanes(count);                                            \
    FAST                                                                       \
    return NAME##_run(x, mask, 0, count, to_all);                              \
  }                                                                            \
                                                                               \
  static T NAME##_any_lanes(T x, uint mask) {                                  \
    FAST                                                                       \
    if (is_contiguous(mask))                                                   \
      return NAME##_run(x, mask, __builtin_ctz(mask), __builtin_popcount(mask), true); \
    return NAME##_sparse(x, mask, true);                                       \
  }                                                                            \
                                                                               \
  /* Scans over lanes first .. first + count - 1, which are mask. */           \
  static T NAME##_scan_run(T x, uint mask, uint first, uint count, bool inclusive, T identity) { \
    uint lane = lane_id(), rank = lane - first;                                \
    for (uint step = 1; step < count; step <<= 1) {                            \
      bool has = rank >= step;                                                 \
      T left = shuffle_##T(mask, x, has ? lane - step : lane);                 \
      x = has ? COMBINE(left, x) : x;                                          \
    }                                                                          \
    if (inclusive)                                                             \
      return x;                                                                \
    T previous = shuffle_##T(mask, x, rank ? lane - 1 : lane);                 \
    return rank ? previous : identity;                                         \
  }                                                                            \
                                                                               \
  static T NAME##_scan_sparse(T x, uint mask, bool inclusive, T identity) {    \
    struct lanes l = lanes_of(mask);                                           \
    for (uint step = 1; step < l.count; step <<= 1) {                          \
      bool has = l.rank >= step;                                               \
      T left = shuffle_##T(mask, x, has ? sparse_lane(mask, l.rank - step) : lane_id()); \
      x = has ? COMBINE(left, x) : x;                                          \
    }                                                                          \
    if (inclusive)                                                             \
      return x;                                                                \
    T previous = shuffle_##T(mask, x, l.rank ? sparse_lane(mask, l.rank - 1) : lane_id()); \
    return l.rank ? previous : identity;                                       \
  }                                                                            \
                                                                               \
  /* The tree over 4 and 8 values, of which the first `have` take part (a  \
   * pair whose right half lies past them passes its left half up). */     \
  static T NAME##_tree4(T v0, T v1, T v2, T v3, int have) {                    \
    if (have >= 4) {                                                           \
      T a = COMBINE(v0, v1), b = COMBINE(v2, v3);                              \
      return COMBINE(a, b);                                                    \
    }                                                                          \
    v0 = have > 1 ? COMBINE(v0, v1) : v0;                                      \
    return have > 2 ? COMBINE(v0, v2) : v0;                                    \
  }                                                                            \
  static T NAME##_tree8(T v0, T v1, T v2, T v3, T v4, T v5, T v6, T v7, int have) { \
    T left = NAME##_tree4(v0, v1, v2, v3, have);                               \
    if (have <= 4)                                                             \
      return left;                                                             \
    T right = NAME##_tree4(v4, v5, v6, v7, have - 4);                          \
    return COMBINE(left, right);                                               \
  }                                                                            \
                                                                               \
  /* The tree over the partial results of the count sub-groups (PARTIAL   \
   * slots 0 .. count - 1), for every lane of a full warp or, with count  \
   * up to CHUNK, of any warp. The slots form chunks of CHUNK (32 bytes;   \
   * 16 for half), 1, 2, 4 or 8 of them, a power of two; lane l takes    \
   * chunk l % chunks, combines its slots in registers by the tree, then   \
   * the chunks by butterflies between lanes l ^ 1, l ^ 2 and l ^ 4, where \
   * the lane holding the right chunk of a pair takes the left one when    \
   * the right one is empty. This is the tree over 0 .. count - 1 (its    \
   * nodes over CHUNK slots are the chunks), and every operation commutes, \
   * so both lanes of a pair get the same value. Slots past count hold    \
   * whatever they held and are never combined. The barrier after the     \
   * loads keeps the next collective's phase 1 from overwriting partials  \
   * a slower sub-group has yet to read. */                                \
  static T NAME##_load_tree(local const T *p, int have) {                      \
    if (CHUNK(T) == 4) {                                                       \
      T v0 = p[0], v1 = p[1], v2 = p[2], v3 = p[3];                            \
      __syncthreads();                                                         \
      return NAME##_tree4(v0, v1, v2, v3, have);                               \
    }                                                                          \
    T v0 = p[0], v1 = p[1], v2 = p[2], v3 = p[3];                              \
    T v4 = p[4], v5 = p[5], v6 = p[6], v7 = p[7];                              \
    __syncthreads();                                                           \
    return NAME##_tree8(v0, v1, v2, v3, v4, v5, v6, v7, have);                 \
  }                                                                            \
  static T NAME##_partials(uint count) {                                       \
    uint size = CHUNK(T);                                                      \
    if (count <= size)                                                         \
      return NAME##_load_tree(&PARTIAL(T, 0), (int)count);                     \
    uint chunks = count > 4 * size ? 8 : count > 2 * size ? 4 : 2;             \
    uint chunk = lane_id() & (chunks - 1);                                     \
    T v = NAME##_load_tree(&PARTIAL(T, chunk * size), (int)(count - chunk * size)); \
    for (uint step = 1; step < chunks; step <<= 1) {                           \
      T other = bfly_##T(v, step);                                             \
      bool right = size * ((chunk & ~(2 * step - 1)) + step) < count;          \
      v = right ? COMBINE(v, other) : chunk & step ? other : v;                \
    }                                                                          \
    return v;                                                                  \
  }                                                                            \
                                                                               \
  /* A sub-group of the first count lanes. */                                  \
  static T NAME##_subgroup(T x, uint count, uint op, T identity) {             \
    if (op == spirv_group_operation_reduce)                                    \
      return NAME##_first_lanes(x, count, true);                               \
    return NAME##_scan_run(x, first_lanes(count), 0, count,                    \
                           op == spirv_group_operation_inclusive_scan, identity); \
  }                                                                            \
                                                                               \
  /* A work-group reduction: each sub-group's result goes to PARTIAL slot \
   * w, then NAME_partials combines them in every sub-group, except in a  \
   * work-group of more than CHUNK sub-groups with a short last one, where \
   * the first sub-group combines them into RESULT slot 0 for all. A full  \
   * work-group (size a multiple of 32, uniform) reduces its warps without \
   * the short-warp arithmetic. */                                         \
  static T NAME##_group_reduce(T x, uint warp, uint size, uint warps) {        \
    uint lane = lane_id();                                                     \
    bool full = size % WARP == 0;                                              \
    T total = full ? NAME##_first_lanes(x, WARP, false)                        \
                   : NAME##_first_lanes(x, __spirv_SubgroupSize(), false);     \
    if (lane == 0)                                                             \
      PARTIAL(T, warp) = total;                                                \
    __syncthreads();                                                           \
    if (warps <= CHUNK(T) || full)                                             \
      return NAME##_partials(warps);                                           \
    if (warp == 0 && lane < warps) {                                           \
      T all = NAME##_first_lanes(PARTIAL(T, lane), warps, false);              \
      if (lane == 0)                                                           \
        RESULT(T, 0) = all;                                                    \
    }                                                                          \
    __syncthreads();                                                           \
    return RESULT(T, 0);                                                       \
  }                                                                            \
                                                                               \
  /* The trees over 4 and 8 values of which the first `have` (uniform)    \
   * take part, in selects rather than branches. */                         \
  static T NAME##_select_tree4(T v0, T v1, T v2, T v3, uint have) {            \
    T a = have > 1 ? COMBINE(v0, v1) : v0, b = have > 3 ? COMBINE(v2, v3) : v2; \
    return have > 2 ? COMBINE(a, b) : a;                                       \
  }                                                                            \
  static T NAME##_select_tree8(T v0, T v1, T v2, T v3, T v4, T v5, T v6, T v7, \
                               uint have) {                                    \
    T left = NAME##_select_tree4(v0, v1, v2, v3, have);                        \
    T right = NAME##_select_tree4(v4, v5, v6, v7, have - 4);                   \
    return have > 4 ? COMBINE(left, right) : left;                             \
  }                                                                            \
                                                                               \
  /* A work-group of 2 to 8 whole warps (up to 256 work-items, the sizes  \
   * SYCL code launches most) in one straight line: butterflies, lane 0's  \
   * PARTIAL slot, and the slots' tree in selects in every work-item.       \
   * Lane and warp come from the linear local id (%tid), not %laneid.      \
   * Without a compile-time size, this took GroupFAdd from 0.93 to 0.97 of \
   * cub's BlockReduce (H100; bench/collectives). Values of at most 4 bytes \
   * only: for 8-byte ones its registers took a double16 reduction from 60 \
   * to 68, past the 64 a work-group of 1024 may use. */                    \
  static T NAME##_short_group_reduce(T x, uint warps) {                        \
    x = NAME##_first_lanes(x, WARP, false);                                    \
    if (__spirv_SubgroupLocalInvocationId() == 0)                              \
      PARTIAL(T, __spirv_SubgroupId()) = x;                                    \
    __syncthreads();                                                           \
    local const T *p = &PARTIAL(T, 0);                                         \
    T v0 = p[0], v1 = p[1], v2 = p[2], v3 = p[3];                              \
    T v4 = p[4], v5 = p[5], v6 = p[6], v7 = p[7];                              \
    __syncthreads();                                                           \
    return NAME##_select_tree8(v0, v1, v2, v3, v4, v5, v6, v7, warps);         \
  }                                                                            \
                                                                               \
  /* The sub-group id read on both sides of the first test lets LLVM read \
   * %tid.y and %tid.z once, before it: ptxas then issues them after the    \
   * caller's %tid.x and its load (GroupFAdd 0.969 of cub). Read before the \
   * test, they went ahead of %tid.x (0.950). */                              \
  static T NAME##_group(T x, uint op, T identity) {                            \
    uint size = workgroup_size(), warps = (size + WARP - 1) / WARP;            \
    if (op == spirv_group_operation_reduce && sizeof(T) <= 4 &&                \
        size % WARP == 0 && warps > 1 && warps <= 8)                           \
      return NAME##_short_group_reduce(x, warps);                              \
    uint warp = __spirv_SubgroupId();                                          \
    if (warps == 1)                                                            \
      return NAME##_subgroup(x, size, op, identity);                           \
    if (op == spirv_group_operation_reduce)                                    \
      return NAME##_group_reduce(x, warp, size, warps);                        \
    uint count = __spirv_SubgroupSize(), lane = lane_id();                     \
    bool inclusive = op == spirv_group_operation_inclusive_scan;               \
    uint mask = first_lanes(count);                                            \
    T mine = NAME##_scan_run(x, mask, 0, count, true, identity);               \
    T previous = inclusive ? mine : shuffle_##T(mask, mine, lane ? lane - 1 : 0); \
    if (lane == count - 1)                                                     \
      PARTIAL(T, warp) = mine;                                                 \
    __syncthreads();                                                           \
    if (warp == 0 && lane < warps - 1)                                         \
      RESULT(T, lane) = NAME##_scan_run(PARTIAL(T, lane), first_lanes(warps - 1), 0, warps - 1, \
                                        true, identity);                       \
    __syncthreads();                                                           \
    T earlier = warp ? RESULT(T, warp - 1) : identity;                         \
    if (inclusive)                                                             \
      return warp ? COMBINE(earlier, mine) : mine;                             \
    if (lane == 0)                                                             \
      return earlier;                                                          \
    return warp ? COMBINE(earlier, previous) : previous;                       \
  }                                                                            \
                                                                               \
  static T NAME##_uniform(uint scope, uint op, T x, T identity) {              \
    if (scope == spirv_scope_workgroup)                                        \
      return NAME##_group(x, op, identity);                                    \
    return NAME##_subgroup(x, __spirv_SubgroupSize(), op, identity);           \
  }                                                                            \
                                                                               \
  static T NAME##_non_uniform(uint scope, uint op, T x, uint cluster, T identity) { \
    if (op == spirv_group_operation_clustered_reduce)                          \
      return NAME##_any_lanes(x, cluster_lanes(__nvvm_activemask(), cluster)); \
    if (scope == spirv_scope_workgroup)                                        \
      return NAME##_group(x, op, identity);                                    \
    uint mask = __nvvm_activemask();                                           \
    if (op == spirv_group_operation_reduce)                                    \
      return NAME##_any_lanes(x, mask);                                        \
    bool inclusive = op == spirv_group_operation_inclusive_scan;               \
    if (is_contiguous(mask))                                                   \
      return NAME##_scan_run(x, mask, __builtin_ctz(mask), __builtin_popcount(mask), inclusive, \
                             identity);                                        \
    return NAME##_scan_sparse(x, mask, inclusive, identity);                   \
  }

/* One builtin over scalars and vectors (VECSIZE, GENTYPE of the gentype
 * templates): vectors go component by component through the scalar
 * function fn(scope, op, x), unrolled: a loop would index the vectors
 * through the stack and hold both in registers, past the 64 a work-group of
 * 1024 allows for double16. */
#define GROUP_ENTRY(name, fn) GROUP_PASTE(GROUP_ENTRY_, VECSIZE)(GENTYPE, name, fn)
#define GROUP_ENTRY_1(T, name, fn)                                             \
  T _CLC_DEF name(uint scope, uint op, T x) { return fn(scope, op, x); }
#define GROUP_ENTRY_N(T, name, fn)                                             \
  T _CLC_DEF name(uint scope, uint op, T x) {                                 \
    T r;                                                                       \
    _Pragma("unroll") for (int i = 0; i < VECSIZE; i++)                        \
      r[i] = fn(scope, op, x[i]);                                              \
    return r;                                                                  \
  }
#define GROUP_ENTRY_2 GROUP_ENTRY_N
#define GROUP_ENTRY_3 GROUP_ENTRY_N
#define GROUP_ENTRY_4 GROUP_ENTRY_N
#define GROUP_ENTRY_8 GROUP_ENTRY_N
#define GROUP_ENTRY_16 GROUP_ENTRY_N

/* For element type E, computed as T by the GROUP_CORE named CORE, with
 * identity IDENTITY (what an exclusive scan gives its first work-item):
 *   NAME_E(scope, op, x)                        Group* semantics
 *   NAME_non_uniform_E(scope, op, x)            GroupNonUniform*
 *   NAME_clustered_E(scope, op, x, cluster)     the same, with a cluster size */
#define GROUP_ELEMENT(NAME, E, CORE, T, IDENTITY)                              \
  static E GROUP_PASTE(NAME##_, E)(uint scope, uint op, E x) {                 \
    return (E)GROUP_PASTE(CORE, _uniform)(scope, op, (T)x, (T)(E)(IDENTITY));  \
  }                                                                            \
  static E GROUP_PASTE(NAME##_non_uniform_, E)(uint scope, uint op, E x) {     \
    return (E)GROUP_PASTE(CORE, _non_uniform)(scope, op, (T)x, WARP, (T)(E)(IDENTITY)); \
  }                                                                            \
  static E GROUP_PASTE(NAME##_clustered_, E)(uint scope, uint op, E x, uint cluster) { \
    return (E)GROUP_PASTE(CORE, _non_uniform)(scope, op, (T)x, cluster, (T)(E)(IDENTITY)); \
  }

/* The names SYCL headers give the instances for the type mangled M of
 * template <typename T> T __spirv_GroupNonUniform<OP>(__spv::Scope::Flag,
 * unsigned op, T x [, unsigned cluster_size]); LEN is the length of
 * __spirv_GroupNonUniform<OP>. */
#define NON_UNIFORM_NAME(LEN, OP, M, REST)                                     \
  _Z##LEN##__spirv_GroupNonUniform##OP##I##M##ET_N5__spv5Scope4FlagEjS0_##REST
#define NON_UNIFORM_ENTRIES_(LEN, OP, E, M, NAME)                              \
  E __attribute__((always_inline)) NON_UNIFORM_NAME(LEN, OP, M, )(uint scope, uint op, E x) { \
    return GROUP_PASTE(NAME##_non_uniform_, E)(scope, op, x);                  \
  }                                                                            \
  E __attribute__((always_inline))                                             \
      NON_UNIFORM_NAME(LEN, OP, M, j)(uint scope, uint op, E x, uint cluster) { \
    return GROUP_PASTE(NAME##_clustered_, E)(scope, op, x, cluster);           \
  }
#define NON_UNIFORM_ENTRIES(LEN, OP, E, M, NAME) NON_UNIFORM_ENTRIES_(LEN, OP, E, M, NAME)

#endif

/* Control and memory barriers. A work-group barrier is bar.sync 0, a
 * sub-group barrier bar.warp.sync over the sub-group's lanes; each already
 * orders memory among the work-items it waits for (release and acquire at
 * CTA scope, or among the warp's lanes). A fence (fence.acq_rel or, for
 * sequential consistency, fence.sc: sm_70+) is added only where the memory
 * scope reaches further than the barrier does. The README has the table. */
#include <spirv/spirv.h>

/* How far an ordering must reach, narrowest first. */
enum reach { REACH_NONE, REACH_WARP, REACH_CTA, REACH_GPU, REACH_SYSTEM };

#define ORDERING_BITS                                                          \
  (spirv_semantics_acquire | spirv_semantics_release | spirv_semantics_acquire_release | \
   spirv_semantics_sequentially_consistent)
#define STORAGE_BITS 0x1fc0u
#define LOCAL_STORAGE_BITS (spirv_storage_subgroup | spirv_storage_workgroup)

/* Relaxed semantics order nothing. Local and sub-group memory is only seen
 * by the work-group, so an ordering of it alone needs no more than the CTA,
 * whatever the memory scope says. No storage bits means any memory. */
static enum reach fence_reach(uint memory_scope, uint semantics) {
  if (!(semantics & ORDERING_BITS))
    return REACH_NONE;
  enum reach reach;
  switch (memory_scope) {
  case spirv_scope_cross_device:
    reach = REACH_SYSTEM;
    break;
  case spirv_scope_device:
    reach = REACH_GPU;
    break;
  case spirv_scope_workgroup:
    reach = REACH_CTA;
    break;
  case spirv_scope_subgroup:
    reach = REACH_WARP;
    break;
  default:
    return REACH_NONE;
  }
  uint storage = semantics & STORAGE_BITS;
  if (storage != 0 && (storage & ~LOCAL_STORAGE_BITS) == 0 && reach > REACH_CTA)
    reach = REACH_CTA;
  return reach;
}

/* fence.sc.<scope> for sequential consistency, else fence.acq_rel.<scope>. */
#define FENCE_AT(ptx_scope, sequential)                                        \
  do {                                                                         \
    if (sequential)                                                            \
      __asm__ volatile("fence.sc." ptx_scope ";" ::: "memory");                \
    else                                                                       \
      __asm__ volatile("fence.acq_rel." ptx_scope ";" ::: "memory");           \
  } while (0)

/* PTX has no fence narrower than the CTA. */
static void fence(enum reach reach, uint semantics) {
  bool sequential = semantics & spirv_semantics_sequentially_consistent;
  switch (reach) {
  case REACH_NONE:
    break;
  case REACH_WARP:
  case REACH_CTA:
    FENCE_AT("cta", sequential);
    break;
  case REACH_GPU:
    FENCE_AT("gpu", sequential);
    break;
  case REACH_SYSTEM:
    FENCE_AT("sys", sequential);
    break;
  }
}

/* The sub-group is the warp's lanes that exist: all 32 but in the short
 * last warp of a work-group whose size is not a multiple of 32. The mask
 * names them all, not just those that happen to be converged here. */
static uint subgroup_lanes(void) {
  uint size = __spirv_SubgroupSize();
  return size >= 32 ? ~0u : (1u << size) - 1;
}

/* Release orders what came before the barrier, acquire what comes after;
 * the barrier alone reaches the CTA (bar.sync) or the warp (bar.warp.sync).
 * Execution scopes wider than the work-group have no barrier on CUDA outside
 * cooperative launches: they wait for the work-group, and fence as asked. */
static void control_barrier(uint execution_scope, uint memory_scope, uint semantics) {
  enum reach own = execution_scope == spirv_scope_subgroup ? REACH_WARP
                   : execution_scope == spirv_scope_invocation ? REACH_NONE
                                                               : REACH_CTA;
  enum reach reach = fence_reach(memory_scope, semantics);
  bool fences = reach > own;
  bool before = semantics & (spirv_semantics_release | spirv_semantics_acquire_release |
                             spirv_semantics_sequentially_consistent);
  bool after = semantics & (spirv_semantics_acquire | spirv_semantics_acquire_release |
                            spirv_semantics_sequentially_consistent);
  if (fences && before)
    fence(reach, semantics);
  if (own == REACH_WARP)
    __nvvm_bar_warp_sync(subgroup_lanes());
  else if (own == REACH_CTA)
    __syncthreads();
  if (fences && after)
    fence(reach, semantics);
}

void _CLC_DEF __spirv_ControlBarrier(uint execution_scope, uint memory_scope, uint semantics) {
  control_barrier(execution_scope, memory_scope, semantics);
}

void _CLC_DEF __spirv_ControlBarrier(int execution_scope, int memory_scope, int semantics) {
  control_barrier((uint)execution_scope, (uint)memory_scope, (uint)semantics);
}

void _CLC_DEF __spirv_MemoryBarrier(uint memory_scope, uint semantics) {
  fence(fence_reach(memory_scope, semantics), semantics);
}

void _CLC_DEF __spirv_MemoryBarrier(int memory_scope, int semantics) {
  fence(fence_reach((uint)memory_scope, (uint)semantics), (uint)semantics);
}

/* __spirv_GroupAsyncCopy and __spirv_GroupWaitEvents. The work-items of the
 * group (work-group, or sub-group at Subgroup scope) stride over the copy in
 * the widest unit of 16, 8, 4, 2 or 1 bytes that the addresses and sizes
 * allow; a contiguous copy is cut into units regardless of its element type.
 * Global-to-local units of 4 bytes or more go through cp.async on sm_80+
 * (16-byte ones bypassing L1), everything else is a plain load and store.
 * The event carries nothing: GroupAsyncCopy returns the event it was given,
 * and GroupWaitEvents waits for all of the work-item's cp.async copies
 * (cp.async.wait_all), then for the group, which makes every work-item's
 * copies visible to all of them. */
#include <spirv/spirv.h>

void cp_async_4(local void *destination, const global void *source)
    __asm("llvm.nvvm.cp.async.ca.shared.global.4");
void cp_async_8(local void *destination, const global void *source)
    __asm("llvm.nvvm.cp.async.ca.shared.global.8");
void cp_async_16(local void *destination, const global void *source)
    __asm("llvm.nvvm.cp.async.cg.shared.global.16");
void cp_async_wait_all(void) __asm("llvm.nvvm.cp.async.wait.all");

static bool has_cp_async(void) { return __nvvm_reflect("__CUDA_ARCH") >= 800; }

struct participants {
  size_t id, count;
};

static struct participants participants(uint execution_scope) {
  if (execution_scope == spirv_scope_subgroup)
    return (struct participants){__spirv_SubgroupLocalInvocationId(), __spirv_SubgroupSize()};
  size_t x = __spirv_WorkgroupSize_x(), y = __spirv_WorkgroupSize_y();
  size_t id = (__spirv_LocalInvocationId_z() * y + __spirv_LocalInvocationId_y()) * x +
              __spirv_LocalInvocationId_x();
  return (struct participants){id, x * y * __spirv_WorkgroupSize_z()};
}

/* `count` pieces of `size` bytes, piece i at destination + i * dst_step and
 * source + i * src_step, each moved in units of `unit` bytes. */
struct shape {
  size_t count, size, dst_step, src_step;
  uint unit;
};

/* The lowest set bit, at most 16: the widest unit every value is a multiple of. */
static uint widest_unit(ulong bits) {
  bits |= 16;
  return (uint)(bits & -bits);
}

static struct shape shape_of(ulong destination, ulong source, size_t num_elements,
                             size_t element_size, size_t dst_step, size_t src_step) {
  if (dst_step == element_size && src_step == element_size) {
    size_t bytes = num_elements * element_size;
    uint unit = widest_unit(destination | source | bytes);
    return (struct shape){bytes / unit, unit, unit, unit, unit};
  }
  uint unit = widest_unit(destination | source | element_size | dst_step | src_step);
  return (struct shape){num_elements, element_size, dst_step, src_step, unit};
}

#define FOR_EACH_UNIT(s, p, destination, source, UNIT_T, MOVE)                 \
  for (size_t piece = (p).id; piece < (s).count; piece += (p).count)           \
    for (size_t at = 0; at < (s).size; at += sizeof(UNIT_T))                   \
      MOVE(destination + piece * (s).dst_step + at, source + piece * (s).src_step + at, UNIT_T)

/* The copy in its units: MOVE_WIDE moves those of 16, 8 and 4 bytes,
 * MOVE_NARROW those of 2 and 1. */
#define COPY_IN_UNITS(s, p, destination, source, MOVE_WIDE, MOVE_NARROW)       \
  switch ((s).unit) {                                                          \
  case 16:                                                                     \
    FOR_EACH_UNIT(s, p, destination, source, uint4, MOVE_WIDE);                \
    break;                                                                     \
  case 8:                                                                      \
    FOR_EACH_UNIT(s, p, destination, source, uint2, MOVE_WIDE);                \
    break;                                                                     \
  case 4:                                                                      \
    FOR_EACH_UNIT(s, p, destination, source, uint, MOVE_WIDE);                 \
    break;                                                                     \
  case 2:                                                                      \
    FOR_EACH_UNIT(s, p, destination, source, ushort, MOVE_NARROW);             \
    break;                                                                     \
  default:                                                                     \
    FOR_EACH_UNIT(s, p, destination, source, uchar, MOVE_NARROW);              \
  }

#define PLAIN_TO_LOCAL(d, s, UNIT_T) (*(local UNIT_T *)(d) = *(const global UNIT_T *)(s))
#define PLAIN_TO_GLOBAL(d, s, UNIT_T) (*(global UNIT_T *)(d) = *(const local UNIT_T *)(s))
#define CP_ASYNC(d, s, UNIT_T) cp_async_##UNIT_T(d, s)
/* cp_async_<unit type> for CP_ASYNC. */
#define cp_async_uint cp_async_4
#define cp_async_uint2 cp_async_8
#define cp_async_uint4 cp_async_16

/* The copies are not inlined into the 132 entry points: one body each keeps
 * the library small and quick to build; the call costs little next to the
 * copy. */
static __attribute__((noinline)) void
copy_to_local(uint execution_scope, local uchar *destination, const global uchar *source,
              size_t num_elements, size_t element_size, size_t src_step) {
  struct shape s = shape_of((ulong)destination, (ulong)source, num_elements, element_size,
                            element_size, src_step);
  struct participants p = participants(execution_scope);
  if (has_cp_async()) {
    COPY_IN_UNITS(s, p, destination, source, CP_ASYNC, PLAIN_TO_LOCAL)
  } else {
    COPY_IN_UNITS(s, p, destination, source, PLAIN_TO_LOCAL, PLAIN_TO_LOCAL)
  }
}

/* cp.async only writes shared memory: local-to-global copies are plain. */
static __attribute__((noinline)) void
copy_to_global(uint execution_scope, global uchar *destination, const local uchar *source,
               size_t num_elements, size_t element_size, size_t dst_step) {
  struct shape s = shape_of((ulong)destination, (ulong)source, num_elements, element_size,
                            dst_step, element_size);
  struct participants p = participants(execution_scope);
  COPY_IN_UNITS(s, p, destination, source, PLAIN_TO_GLOBAL, PLAIN_TO_GLOBAL)
}

#define SPIRV_BODY <ptx-nvidiacl/async/group_async_copy.inc>
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY <ptx-nvidiacl/async/group_async_copy.inc>
#include <spirv/gentype/floatn.inc>

void _CLC_DEF __spirv_GroupWaitEvents(uint execution_scope, int num_events, event_t *events) {
  if (has_cp_async())
    cp_async_wait_all();
  __spirv_ControlBarrier(execution_scope, execution_scope,
                         (uint)(spirv_semantics_acquire_release | spirv_storage_workgroup |
                                spirv_storage_cross_workgroup));
}

/* Sub-group block reads and writes (SPV_INTEL_subgroups): component j of
 * the work-item with sub-group local id L is p[L + j * SubgroupMaxSize], so
 * each component is one coalesced access by the whole warp. */
#include <spirv/spirv.h>

/* Warps are formed along the linear local id, so a work-item's lane in its
 * warp is its sub-group local id; %laneid reads it in one instruction. */
static uint block_lane(void) { return __nvvm_read_ptx_sreg_laneid(); }

#define SPIRV_BODY "block_io.inc"
#include <spirv/gentype/integern.inc>

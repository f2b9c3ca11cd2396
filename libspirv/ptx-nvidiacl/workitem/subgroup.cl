/* Sub-groups are CUDA warps: 32 lanes, numbered along the linear local id. */
#include <spirv/spirv.h>

#define WARP_SIZE 32u

static uint local_linear_id(void) {
  return (__nvvm_read_ptx_sreg_tid_z() * __nvvm_read_ptx_sreg_ntid_y() +
          __nvvm_read_ptx_sreg_tid_y()) * __nvvm_read_ptx_sreg_ntid_x() +
         __nvvm_read_ptx_sreg_tid_x();
}

static uint workgroup_linear_size(void) {
  return __nvvm_read_ptx_sreg_ntid_x() * __nvvm_read_ptx_sreg_ntid_y() *
         __nvvm_read_ptx_sreg_ntid_z();
}

uint _CLC_DEF __spirv_SubgroupMaxSize(void) { return WARP_SIZE; }

uint _CLC_DEF __spirv_SubgroupId(void) { return local_linear_id() / WARP_SIZE; }

uint _CLC_DEF __spirv_NumSubgroups(void) {
  return (workgroup_linear_size() + WARP_SIZE - 1) / WARP_SIZE;
}

uint _CLC_DEF __spirv_NumEnqueuedSubgroups(void) { return __spirv_NumSubgroups(); }

/* The last warp of a work-group whose size is not a multiple of 32 is short. */
uint _CLC_DEF __spirv_SubgroupSize(void) {
  uint size = workgroup_linear_size();
  uint tail = size % WARP_SIZE;
  return (tail != 0 && __spirv_SubgroupId() == size / WARP_SIZE) ? tail : WARP_SIZE;
}

uint _CLC_DEF __spirv_SubgroupLocalInvocationId(void) {
  return local_linear_id() % WARP_SIZE;
}

/* Work-group barriers are bar.sync 0, which also orders shared and global
 * memory among the CTA's threads; sub-group barriers are bar.warp.sync. */
#include <spirv/spirv.h>

void _CLC_DEF __attribute__((convergent))
__spirv_ControlBarrier(uint execution_scope, uint memory_scope, uint semantics) {
  if (execution_scope == spirv_scope_subgroup)
    __nvvm_bar_warp_sync(0xffffffffu);
  else
    __syncthreads();
}

/* membar.cta / membar.gl / membar.sys by the widest scope asked for. */
void _CLC_DEF __spirv_MemoryBarrier(uint memory_scope, uint semantics) {
  if (memory_scope == spirv_scope_cross_device)
    __nvvm_membar_sys();
  else if (memory_scope == spirv_scope_device)
    __nvvm_membar_gl();
  else
    __nvvm_membar_cta();
}

/* The ids and sizes that PTX keeps in special registers: %tid, %ntid,
 * %ctaid and %nctaid. */
#include <spirv/spirv.h>

#define SPIRV_FROM_SREG(name, sreg)                                            \
  size_t _CLC_DEF __spirv_##name##_x(void) { return __nvvm_read_ptx_sreg_##sreg##_x(); } \
  size_t _CLC_DEF __spirv_##name##_y(void) { return __nvvm_read_ptx_sreg_##sreg##_y(); } \
  size_t _CLC_DEF __spirv_##name##_z(void) { return __nvvm_read_ptx_sreg_##sreg##_z(); }

SPIRV_FROM_SREG(LocalInvocationId, tid)
SPIRV_FROM_SREG(WorkgroupSize, ntid)
SPIRV_FROM_SREG(WorkgroupId, ctaid)
SPIRV_FROM_SREG(NumWorkgroups, nctaid)

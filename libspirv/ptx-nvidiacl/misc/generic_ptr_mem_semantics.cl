/* isspacep tells which window of the generic address space p is in. */
#include <spirv/spirv.h>

#define WORKGROUP_MEMORY 0x100
#define CROSS_WORKGROUP_MEMORY 0x200

int _CLC_DEF __spirv_GenericPtrMemSemantics(const int *p) {
  if (__nvvm_isspacep_shared(p))
    return WORKGROUP_MEMORY;
  if (__nvvm_isspacep_global(p))
    return CROSS_WORKGROUP_MEMORY;
  return 0;
}

/* CUDA has no global offset: the kernel reads it through the
 * llvm.nvvm.implicit.offset() placeholder, which the global-offset pass
 * replaces with zeros (plain kernel) or the twin kernel's offset parameter. */
#include <spirv/spirv.h>

int *implicit_offset(void) __asm("llvm.nvvm.implicit.offset");

size_t _CLC_DEF __spirv_GlobalOffset_x(void) { return (uint)implicit_offset()[0]; }
size_t _CLC_DEF __spirv_GlobalOffset_y(void) { return (uint)implicit_offset()[1]; }
size_t _CLC_DEF __spirv_GlobalOffset_z(void) { return (uint)implicit_offset()[2]; }

/* OpenCL C's half and the library's _Float16 are one type with two TBAA
 * names ("half", "_Float16"): type-based alias analysis would take a half
 * store in the user's code and a _Float16 load in an inlined builtin for
 * different objects and drop the store. */
#ifndef SYCL_NVPTX_HALF_ALIAS_H
#define SYCL_NVPTX_HALF_ALIAS_H

#include <llvm-c/Core.h>

/* Removes the TBAA tag of every access whose type is "half", so those
 * accesses may alias anything, as they do. */
void drop_half_alias_tags(LLVMModuleRef module);

#endif

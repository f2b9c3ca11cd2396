/* Step 2: link the remangled libspirv for the host ABI, and CUDA's libdevice
 * when the code (after unused library code is dropped) still calls it. */
#ifndef SYCL_NVPTX_LINK_H
#define SYCL_NVPTX_LINK_H

#include "toolchain.h"

#include <llvm-c/Core.h>

/* Links the remangled libspirv when the module calls anything it may define. */
bool link_libspirv(LLVMModuleRef module, const struct toolchain *tc);

/* Links libdevice when the module still calls __nv_* functions; *linked says
 * whether it did. */
bool link_libdevice(LLVMModuleRef module, const struct toolchain *tc, bool *linked);

/* After lowering: every function still only declared must be one that ptxas
 * or the CUDA driver provides; else one error naming the first unresolved
 * symbol. */
bool check_unresolved(LLVMModuleRef module, const char *input);

#endif

/* Step 2: link the remangled libspirv for the host ABI, and CUDA's libdevice
 * when the code calls it. */
#ifndef SYCL_NVPTX_LINK_H
#define SYCL_NVPTX_LINK_H

#include "toolchain.h"

#include <llvm-c/Core.h>

bool link_device_libraries(LLVMModuleRef module, const struct toolchain *tc);

/* After lowering: every function still only declared must be one that ptxas
 * or the CUDA driver provides; else one error naming the first unresolved
 * symbol. */
bool check_unresolved(LLVMModuleRef module, const char *input);

#endif

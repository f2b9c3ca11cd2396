/* Kernels with a required work-group size (OpenCL's
 * reqd_work_group_size(X, Y, Z), SYCL's [[sycl::reqd_work_group_size]]: the
 * kernel's !reqd_work_group_size {X, Y, Z}, x first). */
#ifndef SYCL_NVPTX_WORK_GROUP_SIZE_H
#define SYCL_NVPTX_WORK_GROUP_SIZE_H

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>
#include <stdbool.h>

/* The prefix of the constant that records a kernel's required size for the
 * plugin (docs/contracts.md). */
#define REQD_SIZE_SYMBOL_PREFIX "__sycl_nvptx_reqd_work_group_size_"

/* Gives each such kernel nvvm.annotations reqntidx/y/z, so that its PTX has
 * .reqntid X, Y, Z: CUDA then launches it with that block shape only; and
 * records the size in a constant the plugin reads back. */
void require_work_group_sizes(LLVMModuleRef module);

/* After optimisation, when library code has been inlined into the kernels:
 * in each such kernel the block size reads (%ntid) become X, Y and Z, and
 * the thread id of a dimension of size 1 becomes 0; a short clean-up
 * pipeline then folds what depended on them (a collective's short-warp
 * paths, say). Nothing at -O0. */
bool fold_work_group_sizes(LLVMModuleRef module, LLVMTargetMachineRef machine, int opt_level,
                           const char *input);

#endif

/* Steps 5-7: PTX from LLVM's NVPTX backend, then ptxas and fatbinary. */
#ifndef SYCL_NVPTX_CODEGEN_H
#define SYCL_NVPTX_CODEGEN_H

#include "options.h"
#include "work_files.h"

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

/* A target machine for the arch (PTX for LLVM's newest arch not above it when
 * LLVM 19 does not know the arch: ptxas compiles PTX for newer GPUs). */
LLVMTargetMachineRef create_target_machine(const struct gpu_arch *arch, int opt_level);

/* Writes the module's PTX for the machine's arch to ptx_path (a work file of
 * wf, or its partial output): the products and sums that may not contract
 * kept .rn (fp_rounding.h), the branches over jumps turned around
 * (ptx_branches.h). */
bool emit_ptx(LLVMModuleRef module, LLVMTargetMachineRef machine, const struct work_files *wf,
              const char *ptx_path, const char *input);

#endif

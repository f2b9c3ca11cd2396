/* Steps 3 and 4: the SYCL NVPTX passes, then internalise everything but the
 * kernels and run LLVM's optimisation pipeline for the NVPTX target. */
#ifndef SYCL_NVPTX_OPTIMIZE_H
#define SYCL_NVPTX_OPTIMIZE_H

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>
#include <stdbool.h>

/* The NVPTX passes; without offset_twins (--global-offset=off) kernels read a
 * zero offset and get no <kernel>_with_offset twin. */
bool lower_sycl_kernels(LLVMModuleRef module, bool offset_twins, const char *input);

/* The kernel definitions: functions named by !nvvm.annotations "kernel"
 * entries or with a kernel calling convention (*kernels: free it). */
void find_kernels(LLVMModuleRef module, LLVMValueRef **kernels, unsigned *count);

/* Keeps kernels external and makes every other definition internal, so that
 * global DCE drops the library code the kernels do not use. */
void internalize_non_kernels(LLVMModuleRef module);

/* Global DCE after internalising: only the library code the kernels use stays. */
bool drop_unused(LLVMModuleRef module, LLVMTargetMachineRef machine, const char *input);

bool optimize_module(LLVMModuleRef module, LLVMTargetMachineRef machine, int opt_level,
                     const char *input);

/* Runs a new-pass-manager pipeline, timed as `step` under -v, and verifies
 * the module after it. */
bool run_pipeline(LLVMModuleRef module, LLVMTargetMachineRef machine, const char *pipeline,
                  const char *step, const char *input);

#endif

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

/* Verification costs about 8 ms on a large module, so the driver verifies
 * what it reads and what its own passes leave (the module before code
 * generation, or before a .bc/.ll output), not after each of LLVM's
 * pipelines. An invalid module is an error naming input and `after`. */
bool verify_module(LLVMModuleRef module, const char *input, const char *after);

bool optimize_module(LLVMModuleRef module, LLVMTargetMachineRef machine, int opt_level,
                     const char *input);

/* Runs a new-pass-manager pipeline, timed as `step` under -v. */
bool run_pipeline(LLVMModuleRef module, LLVMTargetMachineRef machine, const char *pipeline,
                  const char *step, const char *input);

#endif

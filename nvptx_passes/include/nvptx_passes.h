/* C entry point of the SYCL NVPTX lowering passes (see nvptx_passes/README.md). */
#ifndef SYCL_NVPTX_PASSES_H
#define SYCL_NVPTX_PASSES_H

#include <llvm-c/TargetMachine.h>
#include <llvm-c/Types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Runs the passes named in pass_list ("local-accessor-to-shared-memory",
 * "constant-parameters-to-global", "global-offset", "select-to-predication",
 * "merge-nested-joins", "sink-to-guarded-use", "spir-to-nvptx"; "global-offset<no-twins>" reads offsets as zeros without
 * the _with_offset twins;
 * comma-separated, applied in the order given) on module.
 * Returns 0 on success; else non-zero with *error_message set (free it with
 * LLVMDisposeMessage). The module must be valid (verify what you read); it
 * is verified after the passes. A pass that rejects its input leaves the
 * module unchanged. */
int sycl_nvptx_run_passes(LLVMModuleRef module, const char *pass_list,
                          char **error_message);

/* Runs the LLVM pass pipeline `pipeline` ("default<O2>", as opt's -passes)
 * on module for machine, as LLVMRunPasses does, with two additions: at the
 * start, libdevice's float Inf/NaN tails and returned exact products shaped
 * as nvcc compiles them (LibdeviceLikeNvcc); and where
 * arithmetic_loop_copies is not 0, a small loop of a run-time trip count that
 * touches no memory is unrolled that many times where they fit LLVM's
 * partial-unroll threshold (ArithmeticLoopUnroll, just before LLVM's
 * unroller). Returns 0; else non-zero with *error_message set
 * (free it with LLVMDisposeMessage). */
int sycl_nvptx_optimize(LLVMModuleRef module, LLVMTargetMachineRef machine,
                        const char *pipeline, unsigned arithmetic_loop_copies,
                        char **error_message);

#ifdef __cplusplus
}
#endif

#endif

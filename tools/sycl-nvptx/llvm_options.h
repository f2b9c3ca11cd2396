/* LLVM's own command-line options (its cl::opts) for the driver's
 * compilation: FP fusion in the NVPTX backend, loop unrolling thresholds. */
#ifndef SYCL_NVPTX_LLVM_OPTIONS_H
#define SYCL_NVPTX_LLVM_OPTIONS_H

/* Sets them for opt_level, once per process (LLVM parses its options once),
 * before the first target machine or pass runs. */
void set_llvm_options(int opt_level);

/* For -v: what opt and llc would be given to do the same ("" if nothing). */
const char *llvm_optimizer_options(void);
const char *llvm_codegen_options(void);

/* The copies a small loop of a run-time trip count that touches no memory
 * gets (0: LLVM's choice), for sycl_nvptx_optimize. */
unsigned llvm_arithmetic_loop_copies(void);

#endif

/* Which products and sums ptxas may fuse: those the IR allows to contract
 * (nvcc's --fmad=true), and no others. */
#ifndef SYCL_NVPTX_FP_ROUNDING_H
#define SYCL_NVPTX_FP_ROUNDING_H

#include <llvm-c/Core.h>

/* Rewrites every fmul, fadd and fsub of module that has no `contract` flag
 * (half, bfloat, float, double, or vectors of them) into NVVM intrinsics
 * that always print with .rn (mul.rn, add.rn, fma.rn: ptxas never fuses
 * those), keeping the function's f32 denormal mode (.ftz). Run right before
 * code generation with the backend allowed to fuse (llvm_options.h), which
 * then prints only the contractable ones bare (mul.f32, add.f64). sm is the
 * target's SM version (bfloat's fma.rn.bf16 needs sm_80). Returns how many
 * instructions it rewrote. */
unsigned keep_uncontracted_rounding(LLVMModuleRef module, unsigned sm);

#endif

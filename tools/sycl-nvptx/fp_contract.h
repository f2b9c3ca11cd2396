/* Floating-point contraction of the user's code (nvcc's -fmad). */
#ifndef SYCL_NVPTX_FP_CONTRACT_H
#define SYCL_NVPTX_FP_CONTRACT_H

#include <llvm-c/Core.h>

enum fp_contract {
  FP_CONTRACT_FAST, /* any a*b+c may become one fma (nvcc's default, --fmad=true) */
  FP_CONTRACT_ON,   /* only what the front end fused within one expression */
  FP_CONTRACT_OFF,  /* never: every product and sum rounds on its own */
};

/* Marks (fast) or unmarks (off) every fadd, fsub and fmul of module as
 * contractable; off also splits llvm.fmuladd into fmul and fadd. Applied to
 * the user's modules before libspirv is linked, whose functions keep their
 * own contraction. */
void apply_fp_contract(LLVMModuleRef module, enum fp_contract mode);

#endif

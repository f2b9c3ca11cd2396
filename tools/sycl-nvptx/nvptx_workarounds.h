/* IR rewrites that keep LLVM 19's NVPTX backend from miscompiling, or from
 * lowering badly. */
#ifndef SYCL_NVPTX_NVPTX_WORKAROUNDS_H
#define SYCL_NVPTX_NVPTX_WORKAROUNDS_H

#include <llvm-c/Core.h>

/* Rewrites, just before code generation, what LLVM 19's NVPTX instruction
 * selection gets wrong:
 *  - a load of <16 x i8> aligned below 16 becomes ld.v4.u32 at that address
 *    (CUDA_ERROR_MISALIGNED_ADDRESS): it is split into byte loads;
 *  - fpext of a loaded vector that legalisation splits (<16 x half> to float,
 *    <8 x float> to double) becomes vector loads into the wide registers with
 *    no cvt: a freeze between load and fpext keeps them apart.
 * The SLP vectorizer makes both from ordinary element-wise code. And what it
 * lowers slowly: llvm.copysign becomes a shift, a compare and a select of
 * -|x| or |x| (three instructions, where nvcc has one LOP3), in user code
 * and inside libdevice (atan, asinh, erf, sinh, tanh, round, ...): it is
 * rewritten as the bit operations it is. */
void work_around_nvptx_isel(LLVMModuleRef module);

#endif

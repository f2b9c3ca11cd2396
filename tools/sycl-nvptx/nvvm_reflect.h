/* Answers the libdevice configuration queries that LLVM 19's NVVMReflect
 * pass leaves at 0. */
#ifndef SYCL_NVPTX_NVVM_REFLECT_H
#define SYCL_NVPTX_NVVM_REFLECT_H

#include <llvm-c/Core.h>

/* __nvvm_reflect("__CUDA_PREC_SQRT") becomes 1: sqrt and division round
 * correctly, as with nvcc's default -prec-sqrt=true, instead of the
 * approximate instructions. (NVVMReflect itself answers __CUDA_FTZ and
 * __CUDA_ARCH.) */
void answer_reflect_queries(LLVMModuleRef module);

#endif

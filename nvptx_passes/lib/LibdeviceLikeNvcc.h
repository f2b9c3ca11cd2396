//===- LibdeviceLikeNvcc.h - libdevice's float tails shaped as nvcc's -----===//

#ifndef SYCL_NVPTX_LIBDEVICELIKENVCC_H
#define SYCL_NVPTX_LIBDEVICELIKENVCC_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Two places where LLVM's optimizer shapes libdevice's code differently
/// from nvcc's, at a cost in a loop: the Inf/NaN tails of the log1pf family
/// become rare branches instead of selects, and a returned product with a
/// power of two (exact) may fuse with the caller's add. Runs at the start
/// of the optimizer, while libdevice's functions are still functions. See
/// LibdeviceLikeNvcc.cpp.
class LibdeviceLikeNvccPass : public llvm::PassInfoMixin<LibdeviceLikeNvccPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace sycl_nvptx

#endif

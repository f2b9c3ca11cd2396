//===- ConstantParametersToGlobal.h - constant kernel pointers to global ----===//

#ifndef SYCL_NVPTX_CONSTANTPARAMETERSTOGLOBAL_H
#define SYCL_NVPTX_CONSTANTPARAMETERSTOGLOBAL_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Turns each `ptr addrspace(4)` kernel parameter into a `ptr addrspace(1)`
/// one, with every pointer derived from it and every function it reaches.
/// See ConstantParametersToGlobal.cpp.
class ConstantParametersToGlobalPass
    : public llvm::PassInfoMixin<ConstantParametersToGlobalPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

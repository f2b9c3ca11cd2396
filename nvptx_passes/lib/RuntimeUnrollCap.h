//===- RuntimeUnrollCap.h - At most N copies for run-time trip counts -----===//

#ifndef SYCL_NVPTX_RUNTIMEUNROLLCAP_H
#define SYCL_NVPTX_RUNTIMEUNROLLCAP_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Gives each innermost loop that LLVM's unroller would unroll at run time
/// more than MaxCount times an unroll count of MaxCount. Runs just before
/// the unroller (the optimizer's vectorizer-start extension point). See
/// RuntimeUnrollCap.cpp.
class RuntimeUnrollCapPass : public llvm::PassInfoMixin<RuntimeUnrollCapPass> {
  unsigned MaxCount;
  int OptLevel;

public:
  RuntimeUnrollCapPass(unsigned MaxCount, int OptLevel)
      : MaxCount(MaxCount), OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace sycl_nvptx

#endif

//===- ArithmeticLoopUnroll.h - More copies of small arithmetic loops -----===//

#ifndef SYCL_NVPTX_ARITHMETICLOOPUNROLL_H
#define SYCL_NVPTX_ARITHMETICLOOPUNROLL_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Gives each innermost loop of a run-time trip count that touches no
/// memory, and that LLVM's unroller would unroll at run time, Copies
/// copies where that many fit the partial-unroll threshold. Runs just
/// before the unroller (the optimizer's vectorizer-start extension point).
/// See ArithmeticLoopUnroll.cpp.
class ArithmeticLoopUnrollPass
    : public llvm::PassInfoMixin<ArithmeticLoopUnrollPass> {
  unsigned Copies;
  int OptLevel;

public:
  ArithmeticLoopUnrollPass(unsigned Copies, int OptLevel)
      : Copies(Copies), OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace sycl_nvptx

#endif

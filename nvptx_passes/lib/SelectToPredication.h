//===- SelectToPredication.h - Selects of one computed value to branches ---===//

#ifndef SYCL_NVPTX_SELECTTOPREDICATION_H
#define SYCL_NVPTX_SELECTTOPREDICATION_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Turns select(c, a, op(...)) on double, where op is a floating-point
/// operation used only there, into a branch around op, which ptxas
/// predicates. See SelectToPredication.cpp.
class SelectToPredicationPass
    : public llvm::PassInfoMixin<SelectToPredicationPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

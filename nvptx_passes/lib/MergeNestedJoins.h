//===- MergeNestedJoins.h - An inner join's constant op below the outer ---===//

#ifndef SYCL_NVPTX_MERGENESTEDJOINS_H
#define SYCL_NVPTX_MERGENESTEDJOINS_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Moves `x op K` out of a block that only joins branches and feeds a phi
/// of the next join, so that the two joins become one. See
/// MergeNestedJoins.cpp.
class MergeNestedJoinsPass : public llvm::PassInfoMixin<MergeNestedJoinsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

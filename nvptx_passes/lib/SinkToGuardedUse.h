//===- SinkToGuardedUse.h - A join's value computed where it is used ------===//

#ifndef SYCL_NVPTX_SINKTOGUARDEDUSE_H
#define SYCL_NVPTX_SINKTOGUARDEDUSE_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Copies a join and the small block that uses its phi under a test onto
/// the edge of a predecessor whose incoming value is a pure computation,
/// which then moves into that copy. See SinkToGuardedUse.cpp.
class SinkToGuardedUsePass : public llvm::PassInfoMixin<SinkToGuardedUsePass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

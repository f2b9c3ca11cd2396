//===- GlobalOffset.h - Pass the SYCL global offset as a parameter ----------===//

#ifndef SYCL_NVPTX_GLOBALOFFSET_H
#define SYCL_NVPTX_GLOBALOFFSET_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Gives every function that reaches a global offset read a twin,
/// <name>_with_offset, taking the offset as its last parameter; the
/// originals read zeros. See GlobalOffset.cpp.
class GlobalOffsetPass : public llvm::PassInfoMixin<GlobalOffsetPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

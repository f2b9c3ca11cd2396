//===- LocalAccessorToSharedMemory.h - Local accessors to shared memory -----===//

#ifndef SYCL_NVPTX_LOCALACCESSORTOSHAREDMEMORY_H
#define SYCL_NVPTX_LOCALACCESSORTOSHAREDMEMORY_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Turns each `ptr addrspace(3)` kernel parameter into an i32 byte offset
/// into the kernel's dynamic shared memory. See LocalAccessorToSharedMemory.cpp.
class LocalAccessorToSharedMemoryPass
    : public llvm::PassInfoMixin<LocalAccessorToSharedMemoryPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

//===- SPIRToNVPTX.h - Retarget a translated SPIR-V module to nvptx64 -------===//

#ifndef SYCL_NVPTX_SPIRTONVPTX_H
#define SYCL_NVPTX_SPIRTONVPTX_H

#include "llvm/IR/PassManager.h"

namespace sycl_nvptx {

/// Makes a spir64 module from the SPIR-V translator look like what the
/// sycl-nvptx front end produces for nvptx64. See SPIRToNVPTX.cpp.
class SPIRToNVPTXPass : public llvm::PassInfoMixin<SPIRToNVPTXPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace sycl_nvptx

#endif

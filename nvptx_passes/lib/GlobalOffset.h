//===- GlobalOffset.h - Pass the SYCL global offset as a parameter ----------===//

#ifndef SYCL_NVPTX_GLOBALOFFSET_H
#define SYCL_NVPTX_GLOBALOFFSET_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace sycl_nvptx {

struct GlobalOffsetOptions {
  /// False (pipeline parameter "no-twins", sycl-nvptx --global-offset=off):
  /// offset reads become zeros and no twin is made; each kernel that read
  /// the offset gets the marker the plugin refuses a non-zero offset by.
  bool MakeTwins = true;
};

/// Gives every function that reaches a global offset read a twin,
/// <name>_with_offset, taking the offset as its last parameter; the
/// originals read zeros. See GlobalOffset.cpp.
class GlobalOffsetPass : public llvm::PassInfoMixin<GlobalOffsetPass> {
  GlobalOffsetOptions Options;

public:
  explicit GlobalOffsetPass(GlobalOffsetOptions Options = {}) : Options(Options) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// The options of "<pass-name><params>": "no-twins", or none.
llvm::Expected<GlobalOffsetOptions> parseGlobalOffsetOptions(llvm::StringRef Params);

} // namespace sycl_nvptx

#endif

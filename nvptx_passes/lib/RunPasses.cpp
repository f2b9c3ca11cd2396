//===- RunPasses.cpp - The C entry point: run the passes by name ------------===//
//
// What the compile driver and sycl-nvptx-lower call. Pass errors arrive as
// diagnostics on the module's context; they are collected here instead of
// being printed, and the caller's handler is put back afterwards.
//
//===----------------------------------------------------------------------===//

#include "ConstantParametersToGlobal.h"
#include "GlobalOffset.h"
#include "LocalAccessorToSharedMemory.h"
#include "SPIRToNVPTX.h"
#include "MergeNestedJoins.h"
#include "SinkToGuardedUse.h"
#include "SelectToPredication.h"
#include "nvptx_passes.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm-c/Core.h"

using namespace llvm;
using namespace sycl_nvptx;

namespace {
/// Keeps error diagnostics; hands the others to the handler it replaced.
class ErrorCollector : public DiagnosticHandler {
  std::unique_ptr<DiagnosticHandler> Previous;

public:
  std::string Errors;

  explicit ErrorCollector(std::unique_ptr<DiagnosticHandler> Previous)
      : Previous(std::move(Previous)) {}
  std::unique_ptr<DiagnosticHandler> takePrevious() {
    return std::move(Previous);
  }

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() != DS_Error)
      return Previous && Previous->handleDiagnostics(DI);
    raw_string_ostream OS(Errors);
    if (!Errors.empty())
      OS << "; ";
    DiagnosticPrinterRawOStream Printer(OS);
    DI.print(Printer);
    return true;
  }
};
} // namespace

/// "global-offset" or "global-offset<PARAMS>"; false with Error set for a
/// bad parameter.
static bool addGlobalOffsetPass(ModulePassManager &MPM, StringRef Name,
                                std::string &Error) {
  auto Options = PassBuilder::parsePassParameters(parseGlobalOffsetOptions,
                                                  Name, "global-offset");
  if (!Options) {
    Error = toString(Options.takeError());
    return false;
  }
  MPM.addPass(GlobalOffsetPass(*Options));
  return true;
}

/// False with Error set for a name or parameter it does not know.
static bool addPassByName(ModulePassManager &MPM, StringRef Name,
                          std::string &Error) {
  if (PassBuilder::checkParametrizedPassName(Name, "global-offset"))
    return addGlobalOffsetPass(MPM, Name, Error);
  if (Name == "local-accessor-to-shared-memory")
    MPM.addPass(LocalAccessorToSharedMemoryPass());
  else if (Name == "constant-parameters-to-global")
    MPM.addPass(ConstantParametersToGlobalPass());
  else if (Name == "select-to-predication")
    MPM.addPass(SelectToPredicationPass());
  else if (Name == "merge-nested-joins")
    MPM.addPass(MergeNestedJoinsPass());
  else if (Name == "sink-to-guarded-use")
    MPM.addPass(SinkToGuardedUsePass());
  else if (Name == "spir-to-nvptx")
    MPM.addPass(SPIRToNVPTXPass());
  else {
    Error = ("unknown pass '" + Name +
             "' (known: local-accessor-to-shared-memory, "
             "constant-parameters-to-global, global-offset, "
             "global-offset<no-twins>, select-to-predication, merge-nested-joins, "
             "sink-to-guarded-use, spir-to-nvptx)")
                .str();
    return false;
  }
  return true;
}

/// The verifier's first line: what is wrong, without the IR it quotes.
static std::string brokenModuleReason(const Module &M) {
  std::string Reason;
  raw_string_ostream OS(Reason);
  if (!verifyModule(M, &OS))
    return "";
  return StringRef(Reason).split('\n').first.str();
}

static bool runCollectingErrors(Module &M, ModulePassManager &MPM,
                                std::string &Error) {
  LLVMContext &Ctx = M.getContext();
  auto Collector = std::make_unique<ErrorCollector>(Ctx.getDiagnosticHandler());
  ErrorCollector *Errors = Collector.get();
  Ctx.setDiagnosticHandler(std::move(Collector));

  ModuleAnalysisManager MAM;
  MAM.registerPass([] { return PassInstrumentationAnalysis(); });
  MPM.run(M, MAM);

  Error = Errors->Errors;
  Ctx.setDiagnosticHandler(Errors->takePrevious());
  return Error.empty();
}

/// Runs PassList on M (valid, as the caller read or built it) in order and
/// verifies M after them, not before: the driver would verify each module
/// twice, about 8 ms each on a large one. On failure returns false with
/// Error set to a one-line message.
static bool runPasses(Module &M, StringRef PassList, std::string &Error) {
  ModulePassManager MPM;
  SmallVector<StringRef> Names;
  PassList.split(Names, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef Name : Names)
    if (!addPassByName(MPM, Name.trim(), Error))
      return false;

  if (!runCollectingErrors(M, MPM, Error))
    return false;
  if (std::string Reason = brokenModuleReason(M); !Reason.empty()) {
    Error = ("internal error: broken module after '" + PassList +
             "': " + Reason)
                .str();
    return false;
  }
  return true;
}

int sycl_nvptx_run_passes(LLVMModuleRef module, const char *pass_list,
                          char **error_message) {
  std::string Error;
  if (!module || !pass_list)
    Error = "sycl_nvptx_run_passes: module and pass_list must not be null";
  else if (runPasses(*unwrap(module), pass_list, Error))
    return 0;
  if (error_message)
    *error_message = LLVMCreateMessage(Error.c_str());
  return 1;
}

//===- Plugin.cpp - The SYCL NVPTX passes as an opt plugin ------------------===//
//
// opt-19 -load-pass-plugin=SYCLNVPTXPasses.so
//        -passes=localaccessortosharedmemory,constantparameterstoglobal,
//                globaloffset,selecttopredication,mergenestedjoins,
//                sinktoguardeduse,spirtonvptx
// (globaloffset<no-twins>: offsets read as zeros, no _with_offset twins)
//
//===----------------------------------------------------------------------===//

#include "ConstantParametersToGlobal.h"
#include "GlobalOffset.h"
#include "LocalAccessorToSharedMemory.h"
#include "MergeNestedJoins.h"
#include "SPIRToNVPTX.h"
#include "SelectToPredication.h"
#include "SinkToGuardedUse.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

/// A bad parameter is reported here: the callback can only say "not mine".
static bool addGlobalOffsetPass(StringRef Name, ModulePassManager &MPM) {
  auto Options = PassBuilder::parsePassParameters(
      sycl_nvptx::parseGlobalOffsetOptions, Name, "globaloffset");
  if (!Options) {
    errs() << toString(Options.takeError()) << "\n";
    return false;
  }
  MPM.addPass(sycl_nvptx::GlobalOffsetPass(*Options));
  return true;
}

static bool addPassByPipelineName(StringRef Name, ModulePassManager &MPM,
                                  ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "localaccessortosharedmemory")
    MPM.addPass(sycl_nvptx::LocalAccessorToSharedMemoryPass());
  else if (Name == "constantparameterstoglobal")
    MPM.addPass(sycl_nvptx::ConstantParametersToGlobalPass());
  else if (PassBuilder::checkParametrizedPassName(Name, "globaloffset"))
    return addGlobalOffsetPass(Name, MPM);
  else if (Name == "selecttopredication")
    MPM.addPass(sycl_nvptx::SelectToPredicationPass());
  else if (Name == "mergenestedjoins")
    MPM.addPass(sycl_nvptx::MergeNestedJoinsPass());
  else if (Name == "sinktoguardeduse")
    MPM.addPass(sycl_nvptx::SinkToGuardedUsePass());
  else if (Name == "spirtonvptx")
    MPM.addPass(sycl_nvptx::SPIRToNVPTXPass());
  else
    return false;
  return true;
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "SYCLNVPTXPasses", LLVM_VERSION_STRING,
          [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(addPassByPipelineName);
          }};
}

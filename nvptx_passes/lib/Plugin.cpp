//===- Plugin.cpp - The SYCL NVPTX passes as an opt plugin ------------------===//
//
// opt-19 -load-pass-plugin=SYCLNVPTXPasses.so
//        -passes=localaccessortosharedmemory,constantparameterstoglobal,
//                globaloffset,selecttopredication,spirtonvptx
//
//===----------------------------------------------------------------------===//

#include "ConstantParametersToGlobal.h"
#include "GlobalOffset.h"
#include "LocalAccessorToSharedMemory.h"
#include "SPIRToNVPTX.h"
#include "SelectToPredication.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"

using namespace llvm;

static bool addPassByPipelineName(StringRef Name, ModulePassManager &MPM,
                                  ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "localaccessortosharedmemory")
    MPM.addPass(sycl_nvptx::LocalAccessorToSharedMemoryPass());
  else if (Name == "constantparameterstoglobal")
    MPM.addPass(sycl_nvptx::ConstantParametersToGlobalPass());
  else if (Name == "globaloffset")
    MPM.addPass(sycl_nvptx::GlobalOffsetPass());
  else if (Name == "selecttopredication")
    MPM.addPass(sycl_nvptx::SelectToPredicationPass());
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

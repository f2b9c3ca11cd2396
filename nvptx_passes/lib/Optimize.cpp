//===- Optimize.cpp - The C entry point: LLVM's pipeline with our hooks ----===//
//
// What LLVMRunPasses does (a PassBuilder on the target machine, the standard
// analyses and instrumentation, a textual pipeline), plus the passes the
// driver puts into LLVM's own pipeline at its extension points: the
// libdevice's code shaped as nvcc's (LibdeviceLikeNvcc.cpp) at the start,
// and more copies of small arithmetic loops (ArithmeticLoopUnroll.cpp) just
// before the unroller.
//
//===----------------------------------------------------------------------===//

#include "ArithmeticLoopUnroll.h"
#include "LibdeviceLikeNvcc.h"
#include "nvptx_passes.h"

#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm-c/Core.h"

using namespace llvm;
using namespace sycl_nvptx;

int sycl_nvptx_optimize(LLVMModuleRef module, LLVMTargetMachineRef machine,
                        const char *pipeline, unsigned arithmetic_loop_copies,
                        char **error_message) {
  Module &M = *unwrap(module);
  PassInstrumentationCallbacks PIC;
  PassBuilder PB(reinterpret_cast<TargetMachine *>(machine),
                 PipelineTuningOptions(), std::nullopt, &PIC);
  PB.registerPipelineStartEPCallback([](ModulePassManager &MPM, OptimizationLevel) {
    MPM.addPass(createModuleToFunctionPassAdaptor(LibdeviceLikeNvccPass()));
  });
  if (arithmetic_loop_copies)
    PB.registerVectorizerStartEPCallback(
        [arithmetic_loop_copies](FunctionPassManager &FPM, OptimizationLevel Level) {
          FPM.addPass(ArithmeticLoopUnrollPass(arithmetic_loop_copies,
                                               Level.getSpeedupLevel()));
        });
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  StandardInstrumentations SI(M.getContext(), /*DebugLogging=*/false);
  SI.registerCallbacks(PIC, &MAM);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, pipeline ? pipeline : "")) {
    if (error_message)
      *error_message = LLVMCreateMessage(toString(std::move(E)).c_str());
    return 1;
  }
  MPM.run(M, MAM);
  return 0;
}

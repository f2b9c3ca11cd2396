//===- SPIRToNVPTX.cpp - Retarget a translated SPIR-V module to nvptx64 -----===//
//
// SYCL libraries ship device code as SPIR-V; the SPIRV-LLVM-Translator
// (`llvm-spirv -r --spirv-target-env=SPV-IR`) turns it into a spir64 module.
// This pass gives it what clang-19 gives OpenCL C compiled for
// nvptx64-nvidia-cuda, which the rest of the pipeline expects:
//  - triple nvptx64-nvidia-cuda and NVPTX's data layout;
//  - kernels keep spir_kernel (clang-19 keeps it for OpenCL kernels on
//    NVPTX) and get an !nvvm.annotations "kernel" entry; spir_func becomes
//    the C calling convention, on functions and calls;
//  - NVPTX's address space numbers (SPIRAddressSpaces.cpp);
//  - builtins get libspirv's names (SPIRBuiltinNames.cpp), checked generic
//    casts, which libspirv lacks, NVPTX's space tests (SPIRGenericCasts.cpp);
//  - calls to __itt_offload_* (ITT instrumentation, which CUDA has no
//    collector for) are removed;
//  - the module flag sycl-device, which the lowering passes require.
// 32-bit spir is rejected: our pipeline and libspirv build are nvptx64.
//
//===----------------------------------------------------------------------===//

#include "SPIRToNVPTX.h"
#include "SPIRAddressSpaces.h"
#include "SPIRBuiltinNames.h"
#include "SPIRGenericCasts.h"
#include "SYCLDeviceModule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace sycl_nvptx {

static constexpr StringLiteral NVPTXTriple = "nvptx64-nvidia-cuda";
/// LLVM 19's NVPTX data layout for 64-bit pointers (NVPTXTargetMachine.cpp),
/// what clang-19 writes for nvptx64-nvidia-cuda.
static constexpr StringLiteral NVPTXDataLayout =
    "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
static constexpr StringLiteral ITTPrefix = "__itt_offload_";

static bool isITTCall(const CallBase &Call) {
  const Function *Callee = Call.getCalledFunction();
  return Callee && Callee->getName().starts_with(ITTPrefix);
}

/// The first reason M cannot be retargeted, or "".
static std::string findUnsupported(Module &M) {
  if (std::string Reason = findMalformedGenericCasts(M); !Reason.empty())
    return Reason;
  for (Function &F : M) {
    CallingConv::ID CC = F.getCallingConv();
    if (CC != CallingConv::SPIR_KERNEL && CC != CallingConv::SPIR_FUNC &&
        CC != CallingConv::C)
      return ("function '" + F.getName() +
              "' has a calling convention that is not spir_kernel, spir_func "
              "or C")
          .str();
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallBase>(&I);
          Call && isITTCall(*Call) && !Call->use_empty())
        return ("function '" + F.getName() + "' uses the result of '" +
                Call->getCalledFunction()->getName() +
                "', an instrumentation call this pass removes")
            .str();
    if (std::optional<std::string> Renamed = libspirvBuiltinName(F.getName()))
      if (Function *Existing = M.getFunction(*Renamed);
          Existing && Existing->getFunctionType() != F.getFunctionType())
        return ("builtin '" + F.getName() + "' becomes '" + *Renamed +
                "', which the module declares with another type")
            .str();
  }
  return "";
}

static void removeITTCalls(Module &M) {
  for (Function &F : M)
    for (Instruction &I : make_early_inc_range(instructions(F)))
      if (auto *Call = dyn_cast<CallBase>(&I); Call && isITTCall(*Call))
        Call->eraseFromParent();
  for (Function &F : make_early_inc_range(M))
    if (F.getName().starts_with(ITTPrefix) && F.use_empty())
      F.eraseFromParent();
}

static void renameBuiltins(Module &M) {
  for (Function &F : make_early_inc_range(M)) {
    if (!F.isDeclaration())
      continue;
    std::optional<std::string> Renamed = libspirvBuiltinName(F.getName());
    if (!Renamed)
      continue;
    if (Function *Existing = M.getFunction(*Renamed)) {
      F.replaceAllUsesWith(Existing);
      F.eraseFromParent();
    } else {
      F.setName(*Renamed);
    }
  }
}

static void setCallingConventions(Module &M) {
  SetVector<Function *> Annotated = collectKernels(M);
  NamedMDNode *Annotations = M.getOrInsertNamedMetadata("nvvm.annotations");
  LLVMContext &Ctx = M.getContext();
  for (Function &F : M) {
    if (F.getCallingConv() == CallingConv::SPIR_FUNC)
      F.setCallingConv(CallingConv::C);
    if (F.getCallingConv() == CallingConv::SPIR_KERNEL &&
        !F.isDeclaration() && !Annotated.contains(&F))
      Annotations->addOperand(MDNode::get(
          Ctx, {ValueAsMetadata::get(&F), MDString::get(Ctx, "kernel"),
                ConstantAsMetadata::get(
                    ConstantInt::get(Type::getInt32Ty(Ctx), 1))}));
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallBase>(&I);
          Call && Call->getCallingConv() == CallingConv::SPIR_FUNC)
        Call->setCallingConv(CallingConv::C);
  }
}

/// The flag the front end adds to every device module (frontend.c).
static void markSYCLDevice(Module &M) {
  if (!M.getModuleFlag("sycl-device"))
    M.addModuleFlag(Module::Error, "sycl-device", 1);
}

PreservedAnalyses SPIRToNVPTXPass::run(Module &M, ModuleAnalysisManager &) {
  Triple::ArchType Arch = Triple(M.getTargetTriple()).getArch();
  if (Arch == Triple::spir) {
    reportPassError(M, "spir-to-nvptx: the module is 32-bit spir; only "
                       "spir64 retargets to nvptx64");
    return PreservedAnalyses::all();
  }
  if (Arch != Triple::spir64)
    return PreservedAnalyses::all();
  if (std::string Reason = findUnsupported(M); !Reason.empty()) {
    reportPassError(M, "spir-to-nvptx: " + Reason);
    return PreservedAnalyses::all();
  }

  M.setTargetTriple(NVPTXTriple);
  M.setDataLayout(NVPTXDataLayout);
  removeITTCalls(M);
  remapSPIRAddressSpaces(M);
  lowerGenericCasts(M);
  renameBuiltins(M);
  setCallingConventions(M);
  markSYCLDevice(M);
  return PreservedAnalyses::none();
}

} // namespace sycl_nvptx

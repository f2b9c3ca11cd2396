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
//  - builtins get libspirv's names (SPIRBuiltinNames.cpp);
//  - calls to __itt_offload_* (ITT instrumentation, which CUDA has no
//    collector for) are removed;
//  - the module flag sycl-device, which the lowering passes require.
// SPIR's private (0), global (1) and local (3) address spaces keep their
// numbers on NVPTX (allocas are generic there, as clang-19 emits them).
// SPIR's constant (2) and generic (4) are NVPTX's 4 and 0: a module using
// them is rejected, as is 32-bit spir, rather than retargeted wrongly.
//
//===----------------------------------------------------------------------===//

#include "SPIRToNVPTX.h"
#include "SPIRBuiltinNames.h"
#include "SYCLDeviceModule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
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

/// SPIR address spaces that NVPTX numbers differently.
static bool isUnmappedSPIRSpace(unsigned AS) { return AS == 2 || AS == 4; }

static bool typeUsesUnmappedSpace(Type *Ty) {
  if (auto *Ptr = dyn_cast<PointerType>(Ty))
    return isUnmappedSPIRSpace(Ptr->getAddressSpace());
  return any_of(Ty->subtypes(), typeUsesUnmappedSpace);
}

static bool constantUsesUnmappedSpace(const Constant *C,
                                      SmallPtrSetImpl<const Constant *> &Seen) {
  if (!Seen.insert(C).second || isa<GlobalValue>(C))
    return false;
  return typeUsesUnmappedSpace(C->getType()) ||
         any_of(C->operands(), [&](const Use &U) {
           return constantUsesUnmappedSpace(cast<Constant>(U), Seen);
         });
}

static bool instructionUsesUnmappedSpace(const Instruction &I) {
  if (typeUsesUnmappedSpace(I.getType()))
    return true;
  if (auto *Alloca = dyn_cast<AllocaInst>(&I);
      Alloca && typeUsesUnmappedSpace(Alloca->getAllocatedType()))
    return true;
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&I);
      GEP && typeUsesUnmappedSpace(GEP->getSourceElementType()))
    return true;
  SmallPtrSet<const Constant *, 8> Seen;
  return any_of(I.operands(), [&](const Use &U) {
    if (auto *C = dyn_cast<Constant>(U))
      return constantUsesUnmappedSpace(C, Seen);
    return typeUsesUnmappedSpace(U->getType());
  });
}

static bool isITTCall(const CallBase &Call) {
  const Function *Callee = Call.getCalledFunction();
  return Callee && Callee->getName().starts_with(ITTPrefix);
}

/// The first reason M cannot be retargeted, or "".
static std::string findUnsupported(Module &M) {
  for (GlobalVariable &G : M.globals())
    if (isUnmappedSPIRSpace(G.getAddressSpace()) ||
        typeUsesUnmappedSpace(G.getValueType()))
      return ("global '" + G.getName() +
              "' is in or points to SPIR constant or generic memory, which "
              "this pass does not remap")
          .str();
  for (Function &F : M) {
    CallingConv::ID CC = F.getCallingConv();
    if (CC != CallingConv::SPIR_KERNEL && CC != CallingConv::SPIR_FUNC &&
        CC != CallingConv::C)
      return ("function '" + F.getName() +
              "' has a calling convention that is not spir_kernel, spir_func "
              "or C")
          .str();
    if (typeUsesUnmappedSpace(F.getFunctionType()) ||
        any_of(instructions(F), instructionUsesUnmappedSpace))
      return ("function '" + F.getName() +
              "' uses SPIR constant or generic pointers, which this pass "
              "does not remap")
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
  renameBuiltins(M);
  setCallingConventions(M);
  markSYCLDevice(M);
  return PreservedAnalyses::none();
}

} // namespace sycl_nvptx

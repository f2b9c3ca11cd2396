//===- LocalAccessorToSharedMemory.cpp - Local accessors to shared memory ---===//
//
// SYCL passes each local accessor to a kernel as its own `ptr addrspace(3)`
// argument, while CUDA gives a kernel one block of dynamic shared memory
// (`extern __shared__`). Each such parameter becomes an i32 byte offset into
// @<kernel>_shared_mem, an external [0 x i8] in addrspace(3); the plugin sets
// the offsets (running aligned sums of the local sizes) and launches with
// their total as the dynamic shared memory size.
//
// The plugin aligns every offset to at least 16 bytes, and to the slice's
// natural alignment where that is larger (at most 128; docs/contracts.md).
// The pass states that alignment in the IR (the global's alignment and an
// assumption on each offset), so loads and stores through local accessors
// vectorize as they do for static shared memory.
//
//===----------------------------------------------------------------------===//

#include "LocalAccessorToSharedMemory.h"
#include "SYCLDeviceModule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <algorithm>

using namespace llvm;

namespace sycl_nvptx {

static constexpr unsigned SharedAddressSpace = 3;
/// The plugin's guarantee for every local argument offset (kernel_args.c).
static constexpr uint64_t MinLocalAlignment = 16, MaxLocalAlignment = 128;

static bool isLocalAccessor(const Argument &Arg) {
  auto *Ty = dyn_cast<PointerType>(Arg.getType());
  return Ty && Ty->getAddressSpace() == SharedAddressSpace;
}

/// What the plugin guarantees for Arg's offset: the parameter's `align`, at
/// least 16 and at most 128 bytes.
static Align offsetAlignment(const Argument &Arg) {
  uint64_t ParamAlign = Arg.getParamAlign().valueOrOne().value();
  return Align(std::clamp(ParamAlign, MinLocalAlignment, MaxLocalAlignment));
}

static SmallVector<Function *> collectKernelsWithLocalAccessors(Module &M) {
  SmallVector<Function *> Kernels;
  for (Function *Kernel : collectKernels(M))
    if (any_of(Kernel->args(), isLocalAccessor))
      Kernels.push_back(Kernel);
  return Kernels;
}

/// A call passes shared-memory pointers the rewritten kernel can no longer
/// take; such kernels can only be launched.
static bool rejectCalledKernels(Module &M, ArrayRef<Function *> Kernels) {
  for (Function *Kernel : Kernels)
    for (Use &U : Kernel->uses())
      if (auto *Call = dyn_cast<CallBase>(U.getUser());
          Call && Call->isCallee(&U)) {
        reportPassError(M, "local-accessor-to-shared-memory: kernel '" +
                               Kernel->getName() +
                               "' takes local accessors and is called from '" +
                               Call->getFunction()->getName() +
                               "'; a kernel with local accessors can only be "
                               "launched");
        return false;
      }
  return true;
}

/// An empty function like Kernel, each local accessor parameter an i32 offset.
static Function *createKernelWithOffsetParameters(Function &Kernel) {
  Type *Int32Ty = Type::getInt32Ty(Kernel.getContext());
  SmallVector<Type *> Params;
  for (Argument &Arg : Kernel.args())
    Params.push_back(isLocalAccessor(Arg) ? Int32Ty : Arg.getType());
  auto *Ty = FunctionType::get(Kernel.getReturnType(), Params,
                               Kernel.isVarArg());

  Function *NewKernel =
      Function::Create(Ty, Kernel.getLinkage(), Kernel.getAddressSpace());
  Kernel.getParent()->getFunctionList().insert(Kernel.getIterator(), NewKernel);
  NewKernel->copyAttributesFrom(&Kernel);
  NewKernel->setComdat(Kernel.getComdat());
  NewKernel->copyMetadata(&Kernel, 0);
  NewKernel->takeName(&Kernel);
  for (Argument &Arg : Kernel.args())
    if (isLocalAccessor(Arg))
      NewKernel->removeParamAttrs(Arg.getArgNo(),
                                  AttributeFuncs::typeIncompatible(Int32Ty));
  return NewKernel;
}

/// The most aligned local accessor of Kernel: its shared memory's alignment.
static Align sharedMemoryAlignment(const Function &Kernel) {
  Align Alignment(MinLocalAlignment);
  for (const Argument &Arg : Kernel.args())
    if (isLocalAccessor(Arg))
      Alignment = std::max(Alignment, offsetAlignment(Arg));
  return Alignment;
}

static GlobalVariable *createSharedMemory(Module &M, const Function &Kernel,
                                          Align Alignment) {
  auto *Ty = ArrayType::get(Type::getInt8Ty(M.getContext()), 0);
  auto *SharedMem = new GlobalVariable(
      M, Ty, /*isConstant=*/false, GlobalValue::ExternalLinkage,
      /*Initializer=*/nullptr, Kernel.getName() + "_shared_mem", nullptr,
      GlobalValue::NotThreadLocal, SharedAddressSpace);
  SharedMem->setAlignment(Alignment);
  return SharedMem;
}

/// Tells LLVM that Offset is a multiple of Alignment: known bits then carry it
/// into every address computed from the offset, however GEPs are merged.
static void assumeAligned(IRBuilder<> &Builder, Value *Offset,
                          Align Alignment) {
  Value *LowBits = Builder.CreateAnd(Offset, Alignment.value() - 1,
                                     Offset->getName() + ".misalignment");
  Builder.CreateAssumption(Builder.CreateICmpEQ(
      LowBits, Builder.getInt32(0), Offset->getName() + ".aligned"));
}

/// Moves Kernel's body into NewKernel; each local accessor becomes an inbounds
/// GEP from SharedMem by its offset, placed before anything else in the entry
/// after the assumption on the offset's alignment.
static void moveBodyWithSharedMemory(Function &Kernel, Function &NewKernel,
                                     GlobalVariable &SharedMem) {
  NewKernel.splice(NewKernel.begin(), &Kernel);
  BasicBlock &Entry = NewKernel.getEntryBlock();
  IRBuilder<> Builder(&Entry, Entry.getFirstNonPHIIt());
  for (auto [Old, New] : zip(Kernel.args(), NewKernel.args())) {
    New.takeName(&Old);
    if (!isLocalAccessor(Old)) {
      Old.replaceAllUsesWith(&New);
      continue;
    }
    assumeAligned(Builder, &New, offsetAlignment(Old));
    Value *Pointer = Builder.CreateInBoundsGEP(Builder.getInt8Ty(), &SharedMem,
                                               &New, New.getName() + ".shared");
    Old.replaceAllUsesWith(Pointer);
  }
}

PreservedAnalyses LocalAccessorToSharedMemoryPass::run(Module &M,
                                                       ModuleAnalysisManager &) {
  if (!isSYCLNVPTXDeviceModule(M))
    return PreservedAnalyses::all();
  SmallVector<Function *> Kernels = collectKernelsWithLocalAccessors(M);
  if (Kernels.empty() || !rejectCalledKernels(M, Kernels))
    return PreservedAnalyses::all();

  for (Function *Kernel : Kernels) {
    Function *NewKernel = createKernelWithOffsetParameters(*Kernel);
    GlobalVariable *SharedMem =
        createSharedMemory(M, *NewKernel, sharedMemoryAlignment(*Kernel));
    moveBodyWithSharedMemory(*Kernel, *NewKernel, *SharedMem);
    // Annotations, llvm.used and other references follow the new kernel.
    Kernel->replaceAllUsesWith(NewKernel);
    Kernel->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

} // namespace sycl_nvptx

//===- GlobalOffset.cpp - Pass the SYCL global offset as a parameter --------===//
//
// CUDA has no global offset. SYCL device code reads it through
// llvm.nvvm.implicit.offset() (a pointer to [3 x i32]) or
// __spirv_BuiltInGlobalOffset(dim). Every function that reaches such a read,
// directly or through calls, gets a twin <name>_with_offset that takes the
// offset as its last parameter (byval [3 x i32] on kernels, a plain pointer
// elsewhere) and passes it on to the twins it calls. The originals read zeros,
// folded to constants, so the plain kernel launched without an offset costs
// nothing; the plugin launches the twin only for a non-zero offset.
//
// With "no-twins" (sycl-nvptx --global-offset=off) only the zeros remain, and
// each kernel that read the offset gets a 1-byte constant
// __sycl_nvptx_global_offset_off_<kernel> in global memory, by which the
// plugin refuses to launch it with a non-zero offset (docs/contracts.md).
//
//===----------------------------------------------------------------------===//

#include "GlobalOffset.h"
#include "SYCLDeviceModule.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace sycl_nvptx {

static constexpr StringLiteral ImplicitOffsetName = "llvm.nvvm.implicit.offset";
static constexpr StringLiteral BuiltInGlobalOffsetName =
    "_Z27__spirv_BuiltInGlobalOffseti";
static constexpr StringLiteral ZeroOffsetName = "__sycl_nvptx_zero_offset";
static constexpr StringLiteral OffsetOffMarkerPrefix =
    "__sycl_nvptx_global_offset_off_";
static constexpr unsigned GlobalAddressSpace = 1;

/// Original function -> its _with_offset twin. Every twin exists before any
/// body is rewritten, so their order does not matter.
using CloneMap = MapVector<Function *, Function *>;

static ArrayType *offsetArrayType(LLVMContext &Ctx) {
  return ArrayType::get(Type::getInt32Ty(Ctx), 3);
}

static bool hasOffsetReadSignature(const Function &F) {
  FunctionType *Ty = F.getFunctionType();
  if (F.getName() == ImplicitOffsetName)
    return Ty->getNumParams() == 0 && Ty->getReturnType()->isPointerTy();
  return Ty->getNumParams() == 1 && Ty->getParamType(0)->isIntegerTy() &&
         Ty->getReturnType()->isIntegerTy();
}

/// The declarations whose calls read the offset; false (diagnosed) when one
/// is declared with a type no front end emits.
static bool findOffsetReadDeclarations(Module &M,
                                       SmallVectorImpl<Function *> &Decls) {
  for (StringRef Name : {ImplicitOffsetName, BuiltInGlobalOffsetName}) {
    Function *F = M.getFunction(Name);
    if (!F || !F->isDeclaration())
      continue;
    if (!hasOffsetReadSignature(*F)) {
      std::string Type;
      raw_string_ostream(Type) << *F->getFunctionType();
      reportPassError(M, "global-offset: '" + Name + "' is declared as '" +
                             Type +
                             "'; an offset read is 'ptr ()' (implicit "
                             "offset) or 'size_t (i32)' (SPIR-V builtin)");
      return false;
    }
    Decls.push_back(F);
  }
  return true;
}

static std::string describeUser(const Use &U) {
  if (auto *I = dyn_cast<Instruction>(U.getUser()))
    return ("in '" + I->getFunction()->getName() + "'").str();
  return "in a constant or global initializer";
}

/// Collects the functions that call a read, directly or through other calls.
/// Every use on the way must be a direct call: a call through a function
/// pointer cannot be given the offset parameter.
static bool collectFunctionsReachingReads(Module &M, ArrayRef<Function *> Decls,
                                          SetVector<Function *> &Readers) {
  SmallVector<Function *> Worklist(Decls);
  while (!Worklist.empty()) {
    Function *F = Worklist.pop_back_val();
    for (Use &U : F->uses()) {
      auto *Call = dyn_cast<CallInst>(U.getUser());
      if (!Call || !Call->isCallee(&U) ||
          Call->getFunctionType() != F->getFunctionType()) {
        reportPassError(M, "global-offset: '" + F->getName() +
                               "' reaches a global offset read but is used "
                               "other than by a direct call (" +
                               describeUser(U) +
                               "); a call through a function pointer cannot "
                               "pass the offset, so call it directly");
        return false;
      }
      Function *Caller = Call->getFunction();
      if (Caller->isVarArg()) {
        reportPassError(M, "global-offset: variadic function '" +
                               Caller->getName() +
                               "' reaches a global offset read; it cannot "
                               "take the offset parameter");
        return false;
      }
      if (Readers.insert(Caller))
        Worklist.push_back(Caller);
    }
  }
  return true;
}

/// Depth-first search over calls between readers; on a cycle, Path ends with
/// the call chain that closes it.
static bool findCallCycle(Function &F, const SetVector<Function *> &Readers,
                          DenseMap<Function *, bool> &Finished,
                          SmallVectorImpl<Function *> &Path) {
  auto [It, FirstVisit] = Finished.try_emplace(&F, false);
  if (!FirstVisit && It->second)
    return false;
  Path.push_back(&F);
  if (!FirstVisit)
    return true;
  for (Instruction &I : instructions(F)) {
    auto *Call = dyn_cast<CallInst>(&I);
    Function *Callee = Call ? Call->getCalledFunction() : nullptr;
    if (Callee && Readers.contains(Callee) &&
        findCallCycle(*Callee, Readers, Finished, Path))
      return true;
  }
  Path.pop_back();
  Finished[&F] = true;
  return false;
}

/// A recursive call chain through a read cannot be given the offset; reject it.
static bool rejectRecursion(Module &M, const SetVector<Function *> &Readers) {
  DenseMap<Function *, bool> Finished;
  for (Function *F : Readers) {
    SmallVector<Function *> Path;
    if (!findCallCycle(*F, Readers, Finished, Path))
      continue;
    auto CycleStart = find(Path, Path.back());
    std::string Chain;
    for (Function *Step : make_range(CycleStart, Path.end()))
      Chain += (Chain.empty() ? "" : " -> ") + Step->getName().str();
    reportPassError(M, "global-offset: recursion through a global offset read "
                       "is not supported (" +
                           Chain +
                           "); read the offset before the recursion and pass "
                           "it as an argument");
    return false;
  }
  return true;
}

/// F's twin <name>_with_offset, right after it: the same body, debug info
/// included, and the offset as an extra last parameter.
static Function *cloneWithOffsetParameter(Function &F, bool IsKernel) {
  LLVMContext &Ctx = F.getContext();
  SmallVector<Type *> Params(F.getFunctionType()->params());
  Params.push_back(PointerType::get(Ctx, 0));
  auto *Ty = FunctionType::get(F.getReturnType(), Params, /*isVarArg=*/false);
  Function *Clone = Function::Create(Ty, F.getLinkage(), F.getAddressSpace(),
                                     F.getName() + "_with_offset");
  F.getParent()->getFunctionList().insertAfter(F.getIterator(), Clone);

  ValueToValueMapTy VMap;
  for (auto [Old, New] : zip(F.args(), Clone->args())) {
    New.setName(Old.getName());
    VMap[&Old] = &New;
  }
  SmallVector<ReturnInst *> Returns;
  // Within one module this gives the clone a DISubprogram of its own.
  CloneFunctionInto(Clone, &F, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns);

  Argument *Offset = Clone->getArg(Clone->arg_size() - 1);
  Offset->setName("implicit_offset");
  if (IsKernel)
    Offset->addAttr(Attribute::getWithByValType(Ctx, offsetArrayType(Ctx)));
  return Clone;
}

static CloneMap cloneReaders(const SetVector<Function *> &Readers,
                             const SetVector<Function *> &Kernels) {
  CloneMap Clones;
  for (Function *F : Readers)
    Clones[F] = cloneWithOffsetParameter(*F, Kernels.contains(F));
  return Clones;
}

static Argument &offsetParameter(Function &Clone) {
  return *Clone.getArg(Clone.arg_size() - 1);
}

/// Calls inside a twin go to the callees' twins, passing the offset on.
static void passOffsetToCallees(Function &Clone, const CloneMap &Clones,
                                const SetVector<Function *> &Kernels) {
  Argument &Offset = offsetParameter(Clone);
  SmallVector<CallInst *> Calls;
  for (Instruction &I : instructions(Clone))
    if (auto *Call = dyn_cast<CallInst>(&I);
        Call && Clones.count(Call->getCalledFunction()))
      Calls.push_back(Call);

  for (CallInst *Call : Calls) {
    Function *Callee = Call->getCalledFunction();
    Function *CalleeClone = Clones.lookup(Callee);
    SmallVector<Value *> Args(Call->args());
    Args.push_back(&Offset);
    SmallVector<OperandBundleDef> Bundles;
    Call->getOperandBundlesAsDefs(Bundles);

    CallInst *NewCall = CallInst::Create(CalleeClone->getFunctionType(),
                                         CalleeClone, Args, Bundles, "",
                                         Call->getIterator());
    NewCall->takeName(Call);
    NewCall->copyMetadata(*Call);
    NewCall->setCallingConv(Call->getCallingConv());
    NewCall->setAttributes(Call->getAttributes());
    if (Kernels.contains(Callee))
      NewCall->addParamAttr(Args.size() - 1,
                            Attribute::getWithByValType(
                                Call->getContext(),
                                offsetArrayType(Call->getContext())));
    // A tail call must not read the caller's byval memory, which is where a
    // kernel's offset lives.
    if (!Offset.hasByValAttr())
      NewCall->setTailCallKind(Call->getTailCallKind());
    Call->replaceAllUsesWith(NewCall);
    Call->eraseFromParent();
  }
}

static SmallVector<CallInst *> collectOffsetReads(Function &F,
                                                  ArrayRef<Function *> Decls) {
  SmallVector<CallInst *> Reads;
  for (Instruction &I : instructions(F))
    if (auto *Call = dyn_cast<CallInst>(&I);
        Call && is_contained(Decls, Call->getCalledFunction()))
      Reads.push_back(Call);
  return Reads;
}

static bool isImplicitOffsetRead(const CallInst &Read) {
  return Read.getCalledFunction()->getName() == ImplicitOffsetName;
}

/// In a twin, a read becomes the offset parameter (or one element of it).
static void readOffsetFromParameter(Function &Clone,
                                    ArrayRef<Function *> Decls) {
  Argument &OffsetParam = offsetParameter(Clone);
  for (CallInst *Read : collectOffsetReads(Clone, Decls)) {
    IRBuilder<> Builder(Read);
    Value *Offset;
    if (isImplicitOffsetRead(*Read)) {
      Offset = Builder.CreatePointerBitCastOrAddrSpaceCast(&OffsetParam,
                                                           Read->getType());
    } else {
      Value *Dim = Read->getArgOperand(0);
      auto *ConstantDim = dyn_cast<ConstantInt>(Dim);
      Value *Element = Builder.CreateGEP(
          offsetArrayType(Clone.getContext()), &OffsetParam,
          {Builder.getInt32(0), Dim}, "offset.element",
          /*IsInBounds=*/ConstantDim && ConstantDim->getZExtValue() < 3);
      Value *Offset32 =
          Builder.CreateLoad(Builder.getInt32Ty(), Element, "offset");
      Offset = Builder.CreateZExtOrTrunc(Offset32, Read->getType());
      Offset->takeName(Read);
    }
    Read->replaceAllUsesWith(Offset);
    Read->eraseFromParent();
  }
}

/// [3 x i32] zeros that an original function's offset pointer points to.
static Constant *zeroOffsetPointer(Module &M, Type *PointerTy) {
  GlobalVariable *Zero = M.getNamedGlobal(ZeroOffsetName);
  if (!Zero) {
    ArrayType *Ty = offsetArrayType(M.getContext());
    Zero = new GlobalVariable(M, Ty, /*isConstant=*/true,
                              GlobalValue::PrivateLinkage,
                              ConstantAggregateZero::get(Ty), ZeroOffsetName,
                              nullptr, GlobalValue::NotThreadLocal,
                              /*AddressSpace=*/4);
    Zero->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    Zero->setAlignment(Align(4));
  }
  return ConstantExpr::getPointerBitCastOrAddrSpaceCast(Zero, PointerTy);
}

static bool pointsOnlyIntoZeroOffset(const Value *Pointer, const Module &M) {
  SmallVector<const Value *> Objects;
  getUnderlyingObjects(Pointer, Objects);
  const GlobalVariable *Zero = M.getNamedGlobal(ZeroOffsetName);
  return all_of(Objects, [&](const Value *Object) { return Object == Zero; });
}

static Value *foldWithZeroOffset(Instruction &I, const Module &M) {
  if (auto *Load = dyn_cast<LoadInst>(&I))
    return !Load->isVolatile() &&
                   pointsOnlyIntoZeroOffset(Load->getPointerOperand(), M)
               ? Constant::getNullValue(Load->getType())
               : nullptr;
  return simplifyInstruction(&I, SimplifyQuery(M.getDataLayout()));
}

/// Replaces Read by Zero and folds what that reaches: loads from the zero
/// array become 0, PHIs and selects of zeros become zero, and so on.
static void foldZeroOffset(CallInst &Read, Constant &Zero) {
  const Module &M = *Read.getModule();
  SmallVector<Instruction *> Worklist;
  for (User *U : Read.users())
    Worklist.push_back(cast<Instruction>(U));
  Read.replaceAllUsesWith(&Zero);
  Read.eraseFromParent();

  SmallPtrSet<Instruction *, 16> Seen;
  SmallVector<WeakTrackingVH> Folded;
  while (!Worklist.empty()) {
    Instruction *I = Worklist.pop_back_val();
    if (!Seen.insert(I).second)
      continue;
    Value *Simplified = foldWithZeroOffset(*I, M);
    if (!Simplified &&
        !isa<GetElementPtrInst, CastInst, PHINode, SelectInst>(I))
      continue;
    for (User *U : I->users())
      Worklist.push_back(cast<Instruction>(U));
    if (Simplified) {
      I->replaceAllUsesWith(Simplified);
      Folded.push_back(I);
    }
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Folded);
}

/// In an original function, every read gives zeros.
static void readZeroOffset(Function &F, ArrayRef<Function *> Decls) {
  for (CallInst *Read : collectOffsetReads(F, Decls)) {
    Constant *Zero = isImplicitOffsetRead(*Read)
                         ? zeroOffsetPointer(*F.getParent(), Read->getType())
                         : Constant::getNullValue(Read->getType());
    foldZeroOffset(*Read, *Zero);
  }
}

static void eraseZeroOffsetIfUnused(Module &M) {
  GlobalVariable *Zero = M.getNamedGlobal(ZeroOffsetName);
  if (!Zero)
    return;
  Zero->removeDeadConstantUsers();
  if (Zero->use_empty())
    Zero->eraseFromParent();
}

/// The twin is a kernel of its own, with the original's other annotations.
static void annotateOffsetKernel(Module &M, Function &Kernel, Function &Clone) {
  LLVMContext &Ctx = M.getContext();
  NamedMDNode *Annotations = M.getOrInsertNamedMetadata("nvvm.annotations");
  Metadata *CloneMD = ValueAsMetadata::get(&Clone);
  Annotations->addOperand(MDNode::get(
      Ctx, {CloneMD, MDString::get(Ctx, "kernel"),
            ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), 1))}));
  for (MDNode *Node : annotationsOf(M, Kernel)) {
    SmallVector<Metadata *> Ops{CloneMD};
    for (unsigned I = 1; I + 1 < Node->getNumOperands(); I += 2) {
      auto *Key = dyn_cast<MDString>(Node->getOperand(I));
      if (Key && Key->getString() == "kernel")
        continue;
      Ops.push_back(Node->getOperand(I));
      Ops.push_back(Node->getOperand(I + 1));
    }
    if (Ops.size() > 1)
      Annotations->addOperand(MDNode::get(Ctx, Ops));
  }
}

/// Marks Kernel as one that reads zeros for its offset: an externally visible
/// constant the plugin looks up by name, which ptxas keeps.
static void markOffsetOff(Module &M, const Function &Kernel) {
  Type *Byte = Type::getInt8Ty(M.getContext());
  auto *Marker = new GlobalVariable(
      M, Byte, /*isConstant=*/true, GlobalValue::ExternalLinkage,
      ConstantInt::get(Byte, 1), OffsetOffMarkerPrefix + Kernel.getName(),
      nullptr, GlobalValue::NotThreadLocal, GlobalAddressSpace);
  Marker->setAlignment(Align(1));
}

static void makeTwins(Module &M, const SetVector<Function *> &Readers,
                      const SetVector<Function *> &Kernels,
                      ArrayRef<Function *> ReadDecls) {
  CloneMap Clones = cloneReaders(Readers, Kernels);
  for (auto [F, Clone] : Clones) {
    passOffsetToCallees(*Clone, Clones, Kernels);
    readOffsetFromParameter(*Clone, ReadDecls);
    readZeroOffset(*F, ReadDecls);
    if (Kernels.contains(F))
      annotateOffsetKernel(M, *F, *Clone);
  }
}

static void readZerosAndMarkKernels(Module &M,
                                    const SetVector<Function *> &Readers,
                                    const SetVector<Function *> &Kernels,
                                    ArrayRef<Function *> ReadDecls) {
  for (Function *F : Readers) {
    readZeroOffset(*F, ReadDecls);
    if (Kernels.contains(F))
      markOffsetOff(M, *F);
  }
}

Expected<GlobalOffsetOptions> parseGlobalOffsetOptions(StringRef Params) {
  GlobalOffsetOptions Options;
  if (Params == "no-twins")
    Options.MakeTwins = false;
  else if (!Params.empty())
    return createStringError(inconvertibleErrorCode(),
                             "global-offset: unknown parameter '" + Params +
                                 "' (known: no-twins)");
  return Options;
}

PreservedAnalyses GlobalOffsetPass::run(Module &M, ModuleAnalysisManager &) {
  if (!isSYCLNVPTXDeviceModule(M))
    return PreservedAnalyses::all();
  SmallVector<Function *> ReadDecls;
  if (!findOffsetReadDeclarations(M, ReadDecls) || ReadDecls.empty())
    return PreservedAnalyses::all();
  SetVector<Function *> Readers;
  if (!collectFunctionsReachingReads(M, ReadDecls, Readers) ||
      !rejectRecursion(M, Readers))
    return PreservedAnalyses::all();

  SetVector<Function *> Kernels = collectKernels(M);
  if (Options.MakeTwins)
    makeTwins(M, Readers, Kernels, ReadDecls);
  else
    readZerosAndMarkKernels(M, Readers, Kernels, ReadDecls);
  eraseZeroOffsetIfUnused(M);
  for (Function *Decl : ReadDecls)
    Decl->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace sycl_nvptx

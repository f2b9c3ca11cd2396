//===- ConstantParametersToGlobal.cpp - constant kernel pointers to global --===//
//
// OpenCL and SYCL pass buffers to `constant T *` kernel parameters. On
// nvptx64 clang gives those addrspace(4), which NVPTX reads with ld.const:
// the constant bank at what is really a global address. Each such kernel
// parameter becomes a `ptr addrspace(1)`, and so does every pointer computed
// from it (GEPs, phis, selects, the private variables clang spills it to).
// Loads through them get !invariant.load, since the language makes that
// memory read-only while the kernel runs; NVPTX then reads it with
// ld.global.nc. A function they are passed to gets a clone <name>_global
// taking addrspace(1) there. Program-scope `constant` variables, and
// pointers to them, stay in constant memory.
//
//===----------------------------------------------------------------------===//

#include "ConstantParametersToGlobal.h"
#include "SYCLDeviceModule.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <map>
#include <vector>

using namespace llvm;

namespace sycl_nvptx {

static constexpr unsigned GlobalAddressSpace = 1;
static constexpr unsigned ConstantAddressSpace = 4;

static bool isConstantPointer(const Type *Ty) {
  auto *PtrTy = dyn_cast<PointerType>(Ty);
  return PtrTy && PtrTy->getAddressSpace() == ConstantAddressSpace;
}

namespace {
using ParamList = SmallVector<unsigned, 4>;

/// A function whose parameters at Params become `ptr addrspace(1)`.
struct Retyping {
  Function *F;
  ParamList Params;
};

/// The pointers computed from some parameters of one function, and the
/// instructions that change with them.
struct DerivedPointers {
  SetVector<Value *> Pointers;
  /// Private variables holding only such pointers (or null/undef).
  SetVector<AllocaInst *> Slots;
  /// Loads through the pointers.
  SmallVector<LoadInst *> Loads;
  /// Phis, selects, compares and slot stores: their null/undef operands
  /// change type too.
  SetVector<Instruction *> Merges;
  /// memcpy/memmove reading or writing through them, to be remangled.
  SetVector<CallBase *> MemTransfers;
  /// Calls passing them, with the argument positions (ascending).
  MapVector<CallBase *, ParamList> Calls;
};

/// Follows the uses of a function's parameters; fails on a use it could not
/// rewrite, saying which.
class DerivedPointerCollector {
public:
  DerivedPointers Derived;
  std::string Error;

  bool run(Function &F, ArrayRef<unsigned> Params) {
    for (unsigned I : Params)
      add(F.getArg(I));
    while (!Worklist.empty()) {
      Value *V = Worklist.pop_back_val();
      for (Use &U : V->uses())
        if (!visitUse(U))
          return false;
    }
    for (auto &Entry : Derived.Calls)
      sort(Entry.second);
    return all_of(Derived.Merges,
                  [&](Instruction *I) { return checkMergedOperands(*I); });
  }

private:
  SmallVector<Value *> Worklist;

  void add(Value *V) {
    if (Derived.Pointers.insert(V))
      Worklist.push_back(V);
  }

  bool fail(const Instruction &I, const Twine &Why) {
    std::string Text;
    raw_string_ostream OS(Text);
    I.print(OS);
    Error = ("a pointer from a constant kernel parameter reaches '" +
             StringRef(Text).trim() + "' in '" + I.getFunction()->getName() +
             "', which " + Why)
                .str();
    return false;
  }

  /// An instruction computing a pointer of the same type from the pointer.
  bool addSameType(Instruction &I, const Value &From) {
    if (I.getType() != From.getType())
      return fail(I, "makes a value of another type from it");
    add(&I);
    return true;
  }

  bool visitUse(Use &U) {
    auto &I = *cast<Instruction>(U.getUser());
    if (isa<GetElementPtrInst, BitCastInst, FreezeInst>(I))
      return addSameType(I, *U.get());
    if (isa<PHINode>(I) || (isa<SelectInst>(I) && U.getOperandNo() != 0)) {
      Derived.Merges.insert(&I);
      return addSameType(I, *U.get());
    }
    if (isa<ICmpInst>(I)) {
      Derived.Merges.insert(&I);
      return true;
    }
    if (isa<AddrSpaceCastInst, PtrToIntInst>(I))
      return true;
    if (auto *Load = dyn_cast<LoadInst>(&I)) {
      Derived.Loads.push_back(Load);
      return true;
    }
    if (auto *Store = dyn_cast<StoreInst>(&I))
      return U.getOperandNo() == Store->getPointerOperandIndex() ||
             addSlot(*Store);
    if (auto *Call = dyn_cast<CallBase>(&I))
      return visitCall(*Call, U);
    return fail(I, "the pass cannot rewrite");
  }

  /// Store keeps the pointer in a private variable: what is loaded from it
  /// is derived too, and what is stored into it must be.
  bool addSlot(StoreInst &Store) {
    auto *Slot = dyn_cast<AllocaInst>(Store.getPointerOperand());
    if (!Slot || Slot->isArrayAllocation() ||
        Slot->getAllocatedType() != Store.getValueOperand()->getType())
      return fail(Store, "stores it to memory other than a private variable "
                         "of its type");
    if (!Derived.Slots.insert(Slot))
      return true;
    for (User *SlotUser : Slot->users()) {
      auto &I = *cast<Instruction>(SlotUser);
      if (auto *Load = dyn_cast<LoadInst>(&I)) {
        if (!addSameType(*Load, *Store.getValueOperand()))
          return false;
      } else if (auto *S = dyn_cast<StoreInst>(&I);
                 S && S->getPointerOperand() == Slot &&
                 S->getValueOperand() != Slot) {
        Derived.Merges.insert(S);
      } else if (auto *Intrinsic = dyn_cast<IntrinsicInst>(&I);
                 !Intrinsic || !Intrinsic->isLifetimeStartOrEnd()) {
        return fail(I, "uses the private variable holding the pointer");
      }
    }
    return true;
  }

  bool visitCall(CallBase &Call, Use &U) {
    if (Call.isCallee(&U))
      return fail(Call, "calls through it");
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(&Call)) {
      switch (Intrinsic->getIntrinsicID()) {
      case Intrinsic::memcpy:
      case Intrinsic::memcpy_inline:
      case Intrinsic::memmove:
        if (U.getOperandNo() < 2) {
          Derived.MemTransfers.insert(&Call);
          return true;
        }
        break;
      default:
        break;
      }
      return fail(Call, "the pass cannot rewrite");
    }
    Function *Callee = Call.getCalledFunction();
    if (!Callee || Callee->isDeclaration() ||
        Call.getFunctionType() != Callee->getFunctionType() ||
        !Call.isArgOperand(&U) ||
        Call.getArgOperandNo(&U) >= Callee->arg_size())
      return fail(Call, "does not pass it to a defined function's parameter");
    ParamList &Positions = Derived.Calls[&Call];
    if (!is_contained(Positions, Call.getArgOperandNo(&U)))
      Positions.push_back(Call.getArgOperandNo(&U));
    return true;
  }

  /// Derived pointers may meet only each other and null or undef.
  bool checkMergedOperands(Instruction &I) {
    for (Value *Op : I.operands())
      if (isConstantPointer(Op->getType()) && !Derived.Pointers.contains(Op) &&
          !isa<ConstantPointerNull, UndefValue>(Op))
        return fail(I, "mixes it with a pointer into constant memory");
    return true;
  }
};
} // namespace

static ParamList constantParameters(const Function &F) {
  ParamList Params;
  for (const Argument &Arg : F.args())
    if (isConstantPointer(Arg.getType()))
      Params.push_back(Arg.getArgNo());
  return Params;
}

/// A call would pass constant-space pointers the rewritten kernel no longer
/// takes.
static bool rejectCalledKernels(Module &M, ArrayRef<Retyping> Kernels) {
  for (const Retyping &Kernel : Kernels)
    for (const User *U : Kernel.F->users())
      if (auto *Call = dyn_cast<CallBase>(U)) {
        reportPassError(M, "constant-parameters-to-global: kernel '" +
                               Kernel.F->getName() +
                               "' takes constant pointers and is called from '" +
                               Call->getFunction()->getName() +
                               "'; such a kernel can only be launched");
        return false;
      }
  return true;
}

/// The kernels with constant parameters, then every function that some call
/// on the way passes pointers derived from them, with those positions. Fails
/// (leaving M alone) on a use that cannot be rewritten.
static bool collectRetypings(
    Module &M, SmallVectorImpl<Retyping> &Work,
    std::map<std::pair<Function *, ParamList>, unsigned> &Index) {
  for (unsigned I = 0; I < Work.size(); ++I) {
    DerivedPointerCollector Collector;
    if (!Collector.run(*Work[I].F, Work[I].Params)) {
      reportPassError(M, "constant-parameters-to-global: " + Collector.Error);
      return false;
    }
    for (auto &[Call, Positions] : Collector.Derived.Calls) {
      Function *Callee = Call->getCalledFunction();
      if (Index.try_emplace({Callee, Positions}, Work.size()).second)
        Work.push_back({Callee, Positions});
    }
  }
  return true;
}

/// A copy of F, to be retyped, that callers passing derived pointers call.
static Function *cloneForRetyping(Function &F) {
  ValueToValueMapTy VMap;
  Function *Clone = CloneFunction(&F, VMap);
  Clone->setName(F.getName() + "_global");
  Clone->setLinkage(GlobalValue::InternalLinkage);
  Clone->setComdat(nullptr);
  return Clone;
}

static Constant *inGlobalSpace(Constant *C, PointerType *GlobalPtr) {
  if (isa<ConstantPointerNull>(C))
    return ConstantPointerNull::get(GlobalPtr);
  if (isa<PoisonValue>(C))
    return PoisonValue::get(GlobalPtr);
  return UndefValue::get(GlobalPtr);
}

/// Moves F's body into a function like it whose parameters at Params are
/// `ptr addrspace(1)`, and changes the derived pointers to match.
static Function *retypeParameters(Function &F, ArrayRef<unsigned> Params,
                                  const DerivedPointers &Derived) {
  LLVMContext &Ctx = F.getContext();
  auto *GlobalPtr = PointerType::get(Ctx, GlobalAddressSpace);
  SmallVector<Type *> ParamTypes(F.getFunctionType()->params());
  for (unsigned I : Params)
    ParamTypes[I] = GlobalPtr;
  auto *Ty = FunctionType::get(F.getReturnType(), ParamTypes, F.isVarArg());

  Function *NewF = Function::Create(Ty, F.getLinkage(), F.getAddressSpace());
  F.getParent()->getFunctionList().insert(F.getIterator(), NewF);
  NewF->copyAttributesFrom(&F);
  NewF->setComdat(F.getComdat());
  NewF->copyMetadata(&F, 0);
  NewF->takeName(&F);
  NewF->splice(NewF->begin(), &F);

  for (Value *V : Derived.Pointers)
    V->mutateType(GlobalPtr);
  for (AllocaInst *Slot : Derived.Slots)
    Slot->setAllocatedType(GlobalPtr);
  for (Instruction *I : Derived.Merges)
    for (Use &Op : I->operands())
      if (auto *C = dyn_cast<Constant>(Op.get());
          C && isConstantPointer(C->getType()))
        Op.set(inGlobalSpace(C, GlobalPtr));
  for (LoadInst *Load : Derived.Loads)
    if (Load->isSimple())
      Load->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(Ctx, {}));
  for (CallBase *Call : Derived.MemTransfers) {
    Type *Types[] = {Call->getArgOperand(0)->getType(),
                     Call->getArgOperand(1)->getType(),
                     Call->getArgOperand(2)->getType()};
    Call->setCalledFunction(Intrinsic::getDeclaration(
        F.getParent(), Call->getIntrinsicID(), Types));
  }
  for (auto [Old, New] : zip(F.args(), NewF->args())) {
    New.takeName(&Old);
    Old.replaceAllUsesWith(&New);
  }
  return NewF;
}

PreservedAnalyses ConstantParametersToGlobalPass::run(Module &M,
                                                      ModuleAnalysisManager &) {
  if (!isSYCLNVPTXDeviceModule(M))
    return PreservedAnalyses::all();
  SmallVector<Retyping> Work;
  for (Function *Kernel : collectKernels(M))
    if (ParamList Params = constantParameters(*Kernel); !Params.empty())
      Work.push_back({Kernel, Params});
  const size_t KernelCount = Work.size();
  std::map<std::pair<Function *, ParamList>, unsigned> Index;
  if (Work.empty() || !rejectCalledKernels(M, Work) ||
      !collectRetypings(M, Work, Index))
    return PreservedAnalyses::all();

  // Callees are copied before any body changes; kernels change in place.
  SmallVector<Function *> Bodies;
  for (auto [I, Item] : enumerate(Work))
    Bodies.push_back(I < KernelCount ? Item.F : cloneForRetyping(*Item.F));

  SmallVector<Function *> Retyped;
  std::vector<DerivedPointers> Derived(Work.size());
  for (auto [I, Item] : enumerate(Work)) {
    DerivedPointerCollector Collector;
    // Cannot fail: the same walk succeeded on the original.
    (void)Collector.run(*Bodies[I], Item.Params);
    Derived[I] = std::move(Collector.Derived);
    Retyped.push_back(retypeParameters(*Bodies[I], Item.Params, Derived[I]));
  }
  for (const DerivedPointers &D : Derived)
    for (auto &[Call, Positions] : D.Calls)
      Call->setCalledFunction(
          Retyped[Index.at({Call->getCalledFunction(), Positions})]);

  for (auto [I, Body] : enumerate(Bodies)) {
    // Annotations, llvm.used and other references follow the new kernel.
    if (I < KernelCount)
      Body->replaceAllUsesWith(Retyped[I]);
    Body->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

} // namespace sycl_nvptx

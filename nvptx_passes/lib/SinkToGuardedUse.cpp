//===- SinkToGuardedUse.cpp - A join's value computed where it is used ----===//
//
// A work-group reduction inlined into a kernel ends in a join of its paths
// (libspirv's straight line for 2 to 8 whole warps, the general ones), whose
// phi is the sum, and kernels often use the sum under a test:
// `if (id == 0) out[group] = sum;`. The straight line's last step, a tree of
// adds and selects over the sub-groups' partials, then runs in every
// work-item, and ptxas schedules it above the reduction's second barrier, so
// every warp waits for its shared loads and the adds before arriving
// (GroupFAdd at 0.969 of cub's BlockReduce on an H100; 1.015 with the tree
// after the test, bench/README.md). With the size known at compile time the
// kernel is one straight line and ptxas sinks the tree itself.
//
// So, just before code generation: a join J (phis, pure instructions, a
// conditional branch to a block S and another E) whose phis are used only
// in S, or in E's phis, where S has J as its only predecessor, no phis, no
// convergent call, at most MaxUseBlockSize instructions, and ends in a
// return or a branch to E; for each predecessor P that branches only to J
// and computes a phi's incoming value with pure instructions used nowhere
// else (at least MinMovedInstructions), J's test and S are copied onto P's
// edge and those instructions moved into the copy of S. Every path computes
// what it did before; P's computes its value only where it is used. A join
// entered by a back edge is left alone: the copy would be a second entry
// into the loop.
//
//===----------------------------------------------------------------------===//

#include "SinkToGuardedUse.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace sycl_nvptx;

/// The largest use block copied: the kernel's store and its address.
static constexpr unsigned MaxUseBlockSize = 8;
/// The fewest instructions that must move for the copy to pay.
static constexpr unsigned MinMovedInstructions = 2;
/// Each change copies blocks; a bound keeps a pathological CFG from looping.
static constexpr unsigned MaxChangesPerFunction = 64;

/// Computes a value and does nothing else, so it may be copied, or moved
/// into a block that runs less often: arithmetic, and intrinsics such as
/// llvm.nvvm.add.rn.f that touch no memory and need no other lanes.
static bool isPure(const Instruction &I) {
  if (isa<PHINode>(I) || isa<AllocaInst>(I) || I.isTerminator() || I.isEHPad() ||
      I.mayReadOrWriteMemory() || I.mayHaveSideEffects())
    return false;
  const auto *Call = dyn_cast<CallBase>(&I);
  return !Call || (isa<IntrinsicInst>(Call) && !Call->isConvergent());
}

/// Every user of I is in A or B, or is a phi of PhiBlock.
static bool usedOnlyIn(const Instruction &I, const BasicBlock *A, const BasicBlock *B,
                       const BasicBlock *PhiBlock) {
  for (const User *U : I.users()) {
    const auto *UI = cast<Instruction>(U);
    if (UI->getParent() != A && UI->getParent() != B &&
        !(UI->getParent() == PhiBlock && isa<PHINode>(UI)))
      return false;
  }
  return true;
}

namespace {
/// J: phis, pure instructions, `br c, Use, Other` (either way round).
struct GuardedJoin {
  BasicBlock *Join, *Use, *Other;
};
} // namespace

/// Use as a block that may be copied onto another edge: J its only
/// predecessor, small, no phis or convergent calls, its values used in it or
/// in Other's phis, and ending in a return or a branch to Other.
static bool isCopyableUse(BasicBlock &Use, const BasicBlock &J, const BasicBlock &Other) {
  if (Use.getSinglePredecessor() != &J || isa<PHINode>(Use.front()))
    return false;
  unsigned Size = 0;
  for (Instruction &I : Use) {
    if (I.isDebugOrPseudoInst())
      continue;
    auto *Call = dyn_cast<CallBase>(&I);
    if (++Size > MaxUseBlockSize || (Call && Call->isConvergent()) ||
        !usedOnlyIn(I, &Use, &Use, &Other))
      return false;
  }
  const Instruction *T = Use.getTerminator();
  if (isa<ReturnInst>(T))
    return true;
  const auto *Br = dyn_cast<BranchInst>(T);
  return Br && Br->isUnconditional() && Br->getSuccessor(0) == &Other;
}

static std::optional<GuardedJoin> guardedJoin(BasicBlock &J, const DominatorTree &DT) {
  auto *Br = dyn_cast<BranchInst>(J.getTerminator());
  if (!Br || !Br->isConditional() || !isa<PHINode>(J.front()))
    return std::nullopt;
  for (BasicBlock *Pred : predecessors(&J))
    if (DT.dominates(&J, Pred))
      return std::nullopt;
  for (unsigned Side = 0; Side < 2; ++Side) {
    BasicBlock *Use = Br->getSuccessor(Side), *Other = Br->getSuccessor(1 - Side);
    if (Use == &J || Other == &J || Use == Other || !isCopyableUse(*Use, J, *Other))
      continue;
    bool Copyable = true;
    for (Instruction &I : J)
      if (&I != Br && ((!isa<PHINode>(I) && !isPure(I)) || !usedOnlyIn(I, &J, Use, Other)))
        Copyable = false;
    if (Copyable)
      return GuardedJoin{&J, Use, Other};
  }
  return std::nullopt;
}

/// The instructions of Pred that compute J's incoming values for Pred and
/// nothing else, in Pred's order; only phis used in Use alone count.
static SmallVector<Instruction *, 16> movable(const GuardedJoin &G, BasicBlock &Pred) {
  SmallPtrSet<const Instruction *, 16> Moving;
  auto FeedsOnlyUse = [&](const User *U, const Instruction &I) {
    if (Moving.contains(cast<Instruction>(U)))
      return true;
    const auto *Phi = dyn_cast<PHINode>(U);
    if (!Phi || Phi->getParent() != G.Join)
      return false;
    for (unsigned K = 0, E = Phi->getNumIncomingValues(); K != E; ++K)
      if (Phi->getIncomingValue(K) == &I && Phi->getIncomingBlock(K) != &Pred)
        return false;
    return all_of(Phi->users(),
                  [&](const User *PU) { return cast<Instruction>(PU)->getParent() == G.Use; });
  };
  SmallVector<Instruction *, 16> Order;
  for (Instruction &I : reverse(Pred)) {
    if (!isPure(I) || I.user_empty() ||
        !all_of(I.users(), [&](const User *U) { return FeedsOnlyUse(U, I); }))
      continue;
    Moving.insert(&I);
    Order.push_back(&I);
  }
  std::reverse(Order.begin(), Order.end());
  return Order;
}

/// Copies J's test and Use onto Pred's edge and moves Moved into the copy.
static void copyOntoEdge(const GuardedJoin &G, BasicBlock &Pred, ArrayRef<Instruction *> Moved) {
  BasicBlock &J = *G.Join;
  LLVMContext &Ctx = J.getContext();
  Function *F = J.getParent();
  ValueToValueMapTy Map;
  for (PHINode &Phi : J.phis())
    Map[&Phi] = Phi.getIncomingValueForBlock(&Pred);
  BasicBlock *Test = BasicBlock::Create(Ctx, J.getName() + ".guard", F, G.Use);
  BasicBlock *Use = BasicBlock::Create(Ctx, G.Use->getName() + ".guarded", F, G.Use);
  Map[G.Use] = Use;
  auto CopyInto = [&](iterator_range<BasicBlock::iterator> From, BasicBlock *To) {
    for (Instruction &I : From) {
      Instruction *Copy = I.clone();
      Copy->setName(I.getName());
      Copy->insertInto(To, To->end());
      Map[&I] = Copy;
    }
  };
  CopyInto(make_range(J.getFirstNonPHIIt(), J.end()), Test);
  CopyInto(make_range(G.Use->begin(), G.Use->end()), Use);
  for (BasicBlock *Copy : {Test, Use})
    for (Instruction &I : *Copy)
      RemapInstruction(&I, Map, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
  auto Mapped = [&](Value *V) { return Map.count(V) ? static_cast<Value *>(Map[V]) : V; };
  for (PHINode &Phi : G.Other->phis()) {
    if (int K = Phi.getBasicBlockIndex(&J); K >= 0)
      Phi.addIncoming(Mapped(Phi.getIncomingValue(K)), Test);
    if (int K = Phi.getBasicBlockIndex(G.Use); K >= 0)
      Phi.addIncoming(Mapped(Phi.getIncomingValue(K)), Use);
  }
  Pred.getTerminator()->replaceSuccessorWith(&J, Test);
  for (PHINode &Phi : J.phis())
    Phi.removeIncomingValue(&Pred, /*DeletePHIIfEmpty=*/false);
  BasicBlock::iterator At = Use->getFirstInsertionPt();
  for (Instruction *I : Moved)
    I->moveBefore(*Use, At);
}

/// One copy, where some join has a predecessor worth it.
static bool sinkOnce(Function &F) {
  DominatorTree DT(F);
  for (BasicBlock &BB : F) {
    std::optional<GuardedJoin> G = guardedJoin(BB, DT);
    if (!G)
      continue;
    for (BasicBlock *Pred : predecessors(&BB)) {
      auto *Br = dyn_cast<BranchInst>(Pred->getTerminator());
      if (!Br || !Br->isUnconditional())
        continue;
      SmallVector<Instruction *, 16> Moved = movable(*G, *Pred);
      if (Moved.size() < MinMovedInstructions)
        continue;
      copyOntoEdge(*G, *Pred, Moved);
      if (pred_empty(&BB))
        DeleteDeadBlocks({&BB, G->Use});
      return true;
    }
  }
  return false;
}

PreservedAnalyses SinkToGuardedUsePass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (unsigned N = 0; N < MaxChangesPerFunction && sinkOnce(F); ++N)
      Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

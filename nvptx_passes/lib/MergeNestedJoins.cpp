//===- MergeNestedJoins.cpp - An inner join's constant op below the outer ---===//
//
// LLVM's InstCombine moves `phi(a, b) + K` into the phi's predecessors when
// an incoming value is a constant: libdevice's cos, after the inlined
// argument reduction (an inner if around the Payne-Hanek call, an outer one
// for infinities), keeps `q + 1` in the inner join, and the outer branch
// brings the constant 1. The inner join is then a block of its own, and
// ptxas gives each join its convergence barrier (BSSY/BSYNC) where nvcc's
// code has one. So, just before code generation: a block that ends in an
// unconditional branch and whose other instructions are phis and integer
// `x op K` (add, sub, xor with a constant K), each used only by a phi of the
// successor whose other incoming values are constants, gets those ops moved
// below the successor's phis, the constants turned by the inverse op (c - K
// for add), and is then folded into the successor. Every path computes the
// same values; the path of the constant does one more integer op.
//
//===----------------------------------------------------------------------===//

#include "MergeNestedJoins.h"

#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace sycl_nvptx;

/// The op that undoes Op's with the same constant.
static std::optional<Instruction::BinaryOps> inverse(Instruction::BinaryOps Op) {
  switch (Op) {
  case Instruction::Add:
    return Instruction::Sub;
  case Instruction::Sub:
    return Instruction::Add;
  case Instruction::Xor:
    return Instruction::Xor;
  default:
    return std::nullopt;
  }
}

/// I as `x op K` that can move below its only user, a phi of Succ whose
/// other incoming values are constants.
static BinaryOperator *movableOp(Instruction &I, BasicBlock *Succ) {
  auto *Op = dyn_cast<BinaryOperator>(&I);
  if (!Op || !inverse(Op->getOpcode()) || !isa<ConstantInt>(Op->getOperand(1)) ||
      !Op->hasOneUse())
    return nullptr;
  auto *Phi = dyn_cast<PHINode>(Op->user_back());
  if (!Phi || Phi->getParent() != Succ)
    return nullptr;
  for (const Use &In : Phi->incoming_values())
    if (In.get() != Op && !isa<ConstantInt>(In.get()))
      return nullptr;
  return Op;
}

/// Phi's incoming Op (from Op's block) becomes Op's operand, each constant
/// c becomes c inverse-op K, and Op itself follows the phis.
static void moveBelowPhi(BinaryOperator &Op, const DataLayout &DL) {
  auto *Phi = cast<PHINode>(Op.user_back());
  Constant *K = cast<Constant>(Op.getOperand(1));
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
    Value *In = Phi->getIncomingValue(I);
    if (In == &Op)
      Phi->setIncomingValue(I, Op.getOperand(0));
    else
      Phi->setIncomingValue(I, ConstantFoldBinaryOpOperands(
                                   *inverse(Op.getOpcode()), cast<Constant>(In), K, DL));
  }
  // The incoming values' wrap flags need not hold for the folded constants.
  Op.dropPoisonGeneratingFlags();
  Op.moveBefore(&*Phi->getParent()->getFirstInsertionPt());
  Phi->replaceAllUsesWith(&Op);
  Op.setOperand(0, Phi);
}

/// BB's ops all movable: moved, and BB folded into its successor.
static bool mergeIntoSuccessor(BasicBlock &BB) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br || !Br->isUnconditional() || BB.isEntryBlock())
    return false;
  BasicBlock *Succ = Br->getSuccessor(0);
  if (Succ == &BB)
    return false;
  SmallVector<BinaryOperator *, 4> Ops;
  for (Instruction &I : make_range(BB.getFirstNonPHIIt(), Br->getIterator())) {
    BinaryOperator *Op = movableOp(I, Succ);
    if (!Op)
      return false;
    Ops.push_back(Op);
  }
  if (Ops.empty())
    return false;
  const DataLayout &DL = BB.getModule()->getDataLayout();
  for (BinaryOperator *Op : Ops)
    moveBelowPhi(*Op, DL);
  TryToSimplifyUncondBranchFromEmptyBlock(&BB);
  return true;
}

PreservedAnalyses MergeNestedJoinsPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M)
    for (BasicBlock &BB : make_early_inc_range(F))
      Changed |= mergeIntoSuccessor(BB);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

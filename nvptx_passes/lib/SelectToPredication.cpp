//===- SelectToPredication.cpp - Selects of one computed value to branches -===//
//
// LLVM's optimiser speculates the small conditional blocks of libdevice
// (sin, cos, sinpi, cospi...) into selects: both values are computed and a
// selp.f64 (two FSEL in SASS) picks one. nvcc keeps those blocks, and ptxas
// predicates them: @P DFMA, no select. So, just before code generation,
// for each select on double one of whose values is a floating-point
// operation (fadd, fsub, fmul, fdiv, fneg, fma, fmuladd) in the same block
// with no other use, that operation moves into a block of its own, entered
// only where the select would take it, and the select becomes a phi: where
// both values are such operations (each gets a block), or the operation
// negates the other value (fma(t, -1, 0) against t: libdevice's negation).
// Only single operations whose inputs are needed anyway move: ptxas
// predicates those, where a whole chain, or a select against a separate
// computation, becomes a real branch (and its convergence barrier). Moving
// an operation without side effects under its only use's condition changes
// no result.
//
//===----------------------------------------------------------------------===//

#include "SelectToPredication.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace sycl_nvptx;

/// An instruction of S's block that only S uses: one whose whole
/// computation could follow it into a branch.
static bool onlyFeeds(Value *V, const Instruction &User) {
  auto *I = dyn_cast<Instruction>(V);
  return I && I->getParent() == User.getParent() && I->hasOneUse() &&
         !isa<PHINode>(I);
}

/// An operation that may move under S's condition: floating point, without
/// side effects, used by S alone, in S's block, and its operands computed
/// for other uses too. (Were they its alone, ptxas would move their chain
/// into the branch as well, and keep a real branch.)
static Instruction *sinkableOperand(Value *V, SelectInst &S) {
  if (!onlyFeeds(V, S))
    return nullptr;
  auto *I = cast<Instruction>(V);
  bool Op = false;
  switch (I->getOpcode()) {
  case Instruction::FAdd:
  case Instruction::FSub:
  case Instruction::FMul:
  case Instruction::FDiv:
  case Instruction::FNeg:
    Op = true;
    break;
  default:
    if (auto *II = dyn_cast<IntrinsicInst>(I))
      Op = II->getIntrinsicID() == Intrinsic::fma ||
           II->getIntrinsicID() == Intrinsic::fmuladd ||
           II->getIntrinsicID() == Intrinsic::nvvm_mul_rn_d;
  }
  if (!Op)
    return nullptr;
  for (Value *Operand : I->operands())
    if (onlyFeeds(Operand, *I))
      return nullptr;
  return I;
}

/// I negates V: fneg V, V * -1, or libdevice's fma(V, -1, 0) (which keeps
/// zeros +0).
static bool negates(const Instruction &I, const Value *V) {
  auto IsMinusOne = [](const Value *C) {
    auto *F = dyn_cast<ConstantFP>(C);
    return F && F->isExactlyValue(-1.0);
  };
  auto IsPlusZero = [](const Value *C) {
    auto *F = dyn_cast<ConstantFP>(C);
    return F && F->isZero() && !F->isNegative();
  };
  if (I.getOpcode() == Instruction::FNeg)
    return I.getOperand(0) == V;
  if (I.getOpcode() == Instruction::FMul)
    return (I.getOperand(0) == V && IsMinusOne(I.getOperand(1))) ||
           (I.getOperand(1) == V && IsMinusOne(I.getOperand(0)));
  auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && II->getIntrinsicID() == Intrinsic::fma &&
         IsPlusZero(II->getArgOperand(2)) &&
         ((II->getArgOperand(0) == V && IsMinusOne(II->getArgOperand(1))) ||
          (II->getArgOperand(1) == V && IsMinusOne(II->getArgOperand(0))));
}

/// I is x * +0 (fmul, or libdevice's mul.rn), a signed zero (NaN for inf
/// and NaN): libdevice's value at
/// the integers in sinpi and for infinities in sin and cos, selected
/// against the whole computation's. nvcc predicates that one DMUL.
static bool isSignedZero(const Instruction &I) {
  auto IsPlusZero = [](const Value *C) {
    auto *F = dyn_cast<ConstantFP>(C);
    return F && F->isZero() && !F->isNegative();
  };
  auto *II = dyn_cast<IntrinsicInst>(&I);
  bool Mul = I.getOpcode() == Instruction::FMul ||
             (II && II->getIntrinsicID() == Intrinsic::nvvm_mul_rn_d);
  return Mul && (IsPlusZero(I.getOperand(0)) || IsPlusZero(I.getOperand(1)));
}

/// A select on double between two sinkable operations (sin or cos of the
/// reduced argument), between a value and its sinkable negation, or
/// between a sinkable signed zero x * 0 and anything. Other
/// shapes (pi - t against t in atan2, a special case's value against a
/// whole computation's) ptxas turns into real branches instead, slower than
/// the select. float selects are one FSEL and stay.
static bool isCandidate(SelectInst &S) {
  if (!S.getType()->isDoubleTy() || S.getCondition()->getType()->isVectorTy())
    return false;
  Instruction *T = sinkableOperand(S.getTrueValue(), S);
  Instruction *F = sinkableOperand(S.getFalseValue(), S);
  if (T && F)
    return true;
  if (T)
    return negates(*T, S.getFalseValue()) || isSignedZero(*T);
  return F && (negates(*F, S.getTrueValue()) || isSignedZero(*F));
}

/// select(c, t, f) becomes phi [t, then], [f, else], with each sinkable
/// operand computed in its own block. An earlier select's split may have
/// moved an operand to another block: then nothing changes.
static bool branchAround(SelectInst &S) {
  if (!isCandidate(S))
    return false;
  Instruction *T = sinkableOperand(S.getTrueValue(), S);
  Instruction *F = sinkableOperand(S.getFalseValue(), S);
  BasicBlock *Head = S.getParent();
  Instruction *ThenTerm = nullptr, *ElseTerm = nullptr;
  if (T && F) {
    SplitBlockAndInsertIfThenElse(S.getCondition(), &S, &ThenTerm, &ElseTerm);
  } else if (T) {
    ThenTerm = SplitBlockAndInsertIfThen(S.getCondition(), &S, false);
  } else {
    Value *NotC = IRBuilder<>(&S).CreateNot(S.getCondition());
    ElseTerm = SplitBlockAndInsertIfThen(NotC, &S, false);
  }
  PHINode *Phi = PHINode::Create(S.getType(), 2, "", &S);
  if (T) {
    T->moveBefore(ThenTerm);
    Phi->addIncoming(T, ThenTerm->getParent());
  } else {
    Phi->addIncoming(S.getTrueValue(), Head);
  }
  if (F) {
    F->moveBefore(ElseTerm);
    Phi->addIncoming(F, ElseTerm->getParent());
  } else {
    Phi->addIncoming(S.getFalseValue(), Head);
  }
  Phi->takeName(&S);
  S.replaceAllUsesWith(Phi);
  S.eraseFromParent();
  return true;
}

PreservedAnalyses SelectToPredicationPass::run(Module &M,
                                               ModuleAnalysisManager &) {
  SmallVector<SelectInst *, 32> Selects;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *S = dyn_cast<SelectInst>(&I); S && isCandidate(*S))
          Selects.push_back(S);
  bool Changed = false;
  for (SelectInst *S : Selects)
    Changed |= branchAround(*S);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

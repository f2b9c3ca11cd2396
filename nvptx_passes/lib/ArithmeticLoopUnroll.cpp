//===- ArithmeticLoopUnroll.cpp - More copies of small arithmetic loops ---===//
//
// LLVM unrolls a loop whose trip count is known only at run time 8 times at
// most (DefaultUnrollRuntimeCount, which no option sets). For a loop of a
// few arithmetic instructions, `sum += fmin(x, y); x += h`, that leaves the
// counter, compare and branch a large share of each trip: nvcc's SASS of
// that loop has 16 copies, ours had 8, at 0.87 of nvcc's speed on an H100.
// So an innermost loop with one exit and a computable but not constant trip
// count, no unroll metadata, no convergent operation and no memory access,
// which LLVM's own cost model would unroll at run time, gets Copies copies
// (llvm.loop.unroll.count) where that many fit the partial threshold, and
// an empty llvm.loop.unroll.followup_unrolled, so that the unrolled loop is
// left without metadata as after LLVM's own choice (a count alone makes the
// unroller mark it llvm.loop.unroll.disable, printed `.pragma "nounroll"`).
// Loops that load or store keep LLVM's count: 16 copies of a CSR row loop
// measured 0.89 of nvcc's speed against 1.00 with 8.
// The other end: a memory-free body of more than OneCopyBodySize units
// (libdevice's asinh, acosh, atanh, log1p and erfc in double; pow and
// pown in float) stays one copy, as nvcc leaves such loops. Its counter,
// compare and branch are 3% of it, and LLVM's 2 copies plus the remainder
// loop were 3 bodies for ptxas to compile: on an H100 powf in a loop went
// 0.958 -> 1.000 of nvcc's speed, the others within 2%, and the math-loop
// kernels' SASS 6% smaller. Smaller bodies lose at one copy (log, log2,
// log10 double at 70-72 units 6%, powr double at 91 units 1.5%).
// A body with an operation that ptxas expands into a sequence with a
// slow-path call (IEEE square root, division and reciprocal, double
// rsqrt.approx), which LLVM counts as one unit, keeps LLVM's count: sqrt
// double's 16 copies were 552 SASS instructions against nvcc's 216, at the
// same speed.
//
//===----------------------------------------------------------------------===//

#include "ArithmeticLoopUnroll.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;
using namespace sycl_nvptx;

static bool touchesMemory(const Loop &L) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (I.mayReadOrWriteMemory())
        return true;
  return false;
}

/// What ptxas turns into a Newton sequence and a slow-path call.
static bool expandedByPtxas(const Instruction &I) {
  if (I.getOpcode() == Instruction::FDiv)
    return I.getType()->isDoubleTy() || !(I.hasAllowReciprocal() || I.hasApproxFunc());
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::sqrt:
    return I.getType()->isDoubleTy() || !I.hasApproxFunc();
  case Intrinsic::nvvm_sqrt_f:
  case Intrinsic::nvvm_sqrt_rn_f:
  case Intrinsic::nvvm_sqrt_rn_ftz_f:
  case Intrinsic::nvvm_sqrt_rn_d:
  case Intrinsic::nvvm_div_rn_f:
  case Intrinsic::nvvm_div_rn_ftz_f:
  case Intrinsic::nvvm_div_rn_d:
  case Intrinsic::nvvm_rcp_rn_f:
  case Intrinsic::nvvm_rcp_rn_ftz_f:
  case Intrinsic::nvvm_rcp_rn_d:
  case Intrinsic::nvvm_rsqrt_approx_d:
  case Intrinsic::nvvm_rsqrt_approx_ftz_d:
    return true;
  default:
    return false;
  }
}

static bool holdsExpandedOp(const Loop &L) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (expandedByPtxas(I))
        return true;
  return false;
}

/// Above this size (LLVM's units) a memory-free loop body stays one copy.
static constexpr unsigned OneCopyBodySize = 96;

/// The copies of L that fit the partial threshold, starting from Wanted (or
/// LLVM's count for a body that ptxas expands) and halving, or 1 for a body
/// over OneCopyBodySize, if LLVM would unroll L at run time at all (else 0);
/// Default is set to LLVM's own count.
static unsigned copiesThatFit(Loop *L, ScalarEvolution &SE,
                              const TargetTransformInfo &TTI,
                              AssumptionCache &AC,
                              OptimizationRemarkEmitter &ORE, int OptLevel,
                              unsigned Wanted, unsigned &Default) {
  TargetTransformInfo::UnrollingPreferences UP = gatherUnrollingPreferences(
      L, SE, TTI, nullptr, nullptr, ORE, OptLevel, std::nullopt, std::nullopt,
      std::nullopt, std::nullopt, std::nullopt, std::nullopt);
  unsigned MaxTrip = SE.getSmallConstantMaxTripCount(L);
  if (!UP.Runtime || (MaxTrip && MaxTrip < UP.MaxUpperBound))
    return 0;
  SmallPtrSet<const Value *, 32> EphValues;
  CodeMetrics::collectEphemeralValues(L, &AC, EphValues);
  UnrollCostEstimator UCE(L, TTI, EphValues, UP.BEInsns);
  if (!UCE.canUnroll() || UCE.Convergence != ConvergenceKind::None)
    return 0;
  auto Fit = [&](unsigned Count) {
    while (Count && UCE.getUnrolledLoopSize(UP, Count) > UP.PartialThreshold)
      Count >>= 1;
    return Count;
  };
  Default = std::min(Fit(UP.DefaultUnrollRuntimeCount), UP.MaxCount);
  if (UCE.getRolledLoopSize() > OneCopyBodySize)
    return 1;
  return holdsExpandedOp(*L) ? Default : Fit(Wanted);
}

/// Adds unroll.count = Count to L's loop metadata, with an empty
/// followup_unrolled (the unrolled loop gets no metadata).
static void setUnrollCount(Loop *L, unsigned Count) {
  LLVMContext &Ctx = L->getHeader()->getContext();
  SmallVector<Metadata *, 4> MDs = {nullptr};
  if (MDNode *Old = L->getLoopID())
    MDs.append(Old->op_begin() + 1, Old->op_end());
  MDs.push_back(MDNode::get(
      Ctx, {MDString::get(Ctx, "llvm.loop.unroll.count"),
            ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), Count))}));
  MDs.push_back(MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.followup_unrolled")}));
  MDNode *ID = MDNode::getDistinct(Ctx, MDs);
  ID->replaceOperandWith(0, ID);
  L->setLoopID(ID);
}

PreservedAnalyses ArithmeticLoopUnrollPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  auto &LI = AM.getResult<LoopAnalysis>(F);
  auto &SE = AM.getResult<ScalarEvolutionAnalysis>(F);
  auto &TTI = AM.getResult<TargetIRAnalysis>(F);
  auto &AC = AM.getResult<AssumptionAnalysis>(F);
  auto &ORE = AM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!L->isInnermost() || !L->getExitingBlock() ||
        hasUnrollTransformation(L) != TM_Unspecified ||
        SE.getSmallConstantTripCount(L) != 0 ||
        isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(L)) ||
        touchesMemory(*L))
      continue;
    unsigned Default = 0;
    unsigned Count = copiesThatFit(L, SE, TTI, AC, ORE, OptLevel, Copies, Default);
    if (Count > Default || (Count == 1 && Default > 1))
      setUnrollCount(L, Count);
  }
  // Only loop metadata changed, which no analysis holds.
  return PreservedAnalyses::all();
}

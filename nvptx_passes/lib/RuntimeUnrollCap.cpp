//===- RuntimeUnrollCap.cpp - At most N copies for run-time trip counts ----===//
//
// LLVM unrolls a loop whose trip count is known only at run time 8 times
// when 8 copies fit the partial threshold (DefaultUnrollRuntimeCount, which
// no option sets), and the same threshold sizes partial unrolling of
// constant trip counts, where 8 copies of an N-body tile loop are what nvcc
// makes. nvcc unrolls a run-time loop 4 times, and ptxas unrolls a small
// 4-copy loop 4 times more itself, not an 8-copy one: `sum += fmin(x, y)`
// over a run-time trip count gets 16 copies in nvcc's SASS and 8 in ours
// (0.87 of nvcc's speed on an H100). So, for each innermost loop with one
// exit and a computable but not constant trip count, no unroll metadata
// and no convergent operation, this pass asks LLVM's own cost model how
// many copies run-time unrolling would make (8, halved while over the
// partial threshold) and, where that is more than MaxCount, sets
// llvm.loop.unroll.count to MaxCount. Loops LLVM unrolls fewer times, or
// not at all, keep LLVM's choice. The count comes with an empty
// llvm.loop.unroll.followup_unrolled, so that the unrolled loop is left
// without metadata, as after LLVM's own choice: a count alone makes the
// unroller mark it llvm.loop.unroll.disable, which NVPTX prints as
// `.pragma "nounroll"`, and ptxas would then unroll it no further.
//
//===----------------------------------------------------------------------===//

#include "RuntimeUnrollCap.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;
using namespace sycl_nvptx;

/// The copies LLVM's run-time unrolling would make of L (0: none).
static unsigned llvmRuntimeCount(Loop *L, ScalarEvolution &SE,
                                 const TargetTransformInfo &TTI,
                                 AssumptionCache &AC,
                                 OptimizationRemarkEmitter &ORE, int OptLevel) {
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
  unsigned Count = UP.DefaultUnrollRuntimeCount;
  while (Count && UCE.getUnrolledLoopSize(UP, Count) > UP.PartialThreshold)
    Count >>= 1;
  return std::min(Count, UP.MaxCount);
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

PreservedAnalyses RuntimeUnrollCapPass::run(Function &F,
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
        isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(L)))
      continue;
    if (llvmRuntimeCount(L, SE, TTI, AC, ORE, OptLevel) > MaxCount)
      setUnrollCount(L, MaxCount);
  }
  // Only loop metadata changed, which no analysis holds.
  return PreservedAnalyses::all();
}

//===- LibdeviceLikeNvcc.cpp - libdevice's float tails shaped as nvcc's ----===//
//
// nvcc compiles CUDA's atanhf, asinhf, acoshf and log1pf from the same code
// as libdevice's (the same constants), yet a loop of our atanhf ran at 0.87
// of nvcc's speed on an H100, asinhf at 0.89. Two differences, both fixed
// here on the __nv_ functions before they are inlined:
//
// - The tail: log1pf, and the three that inline it, end with `if (bits(t)
//   >= bits(+inf)) r = special(t)` for infinities, NaNs and arguments below
//   -1. LLVM's SimplifyCFG finds the tail cheap (an fma, two compares) and
//   folds it into selects that every call computes; nvcc keeps the branch,
//   which a warp of ordinary arguments skips. SimplifyCFG leaves a branch
//   alone when its weights say it is predictable, so such a branch gets the
//   weights of __builtin_expect. Only in these four: logf, log2f and log10f
//   test the same bits and ran 2-4% slower as branches (their main path is
//   short). Measured: atanhf 0.87 -> 0.90 in a loop, asinhf 0.89 -> 0.94,
//   acoshf 0.96 -> 0.98, log1pf 0.95 -> 0.97.
//   Inside the tail nvcc also keeps libdevice's first test (t < -1, +inf
//   or NaN, for an fma) a branch, which SimplifyCFG had made selects: a
//   tail of one block ptxas predicated, every instruction issued on every
//   call; nested, ptxas branches around it as around nvcc's. With weights
//   on it too, in a loop atanhf 0.927 -> 1.001, asinhf 0.943 -> 1.003,
//   acoshf 0.977 -> 1.044, log1pf 0.971 -> 0.992; as one call atanhf 0.891
//   -> 0.983, asinhf 0.933 -> 1.017, acoshf 0.931 -> 0.996, log1pf 0.994
//   -> 0.985 (H100, 2026-11-27).
// - The last product: atanhf returns copysign(0.5, x) * r. libdevice's
//   multiplies are not contractable, so `sum += atanhf(x)` stays a multiply
//   and an add where nvcc, compiling the inlined code under --fmad=true,
//   emits one fma. A product of a power of two is exact (but for underflow,
//   where the fused form is the more accurate), so a returned fmul with
//   such an operand is marked contractable: the function's own result is
//   the same, and the caller's add may fuse with it as its own fp-contract
//   allows. atanhf 0.90 -> 0.93 in a loop.
//
// Neither changes a result the function returns.
//
//===----------------------------------------------------------------------===//

#include "LibdeviceLikeNvcc.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace sycl_nvptx;

static constexpr uint64_t InfinityBits = 0x7f800000;

static bool hasLog1pTail(StringRef Name) {
  return Name == "__nv_log1pf" || Name == "__nv_asinhf" || Name == "__nv_acoshf" ||
         Name == "__nv_atanhf";
}

/// Whether Cond is true exactly for a float whose bits, read unsigned, are
/// +inf's or above (+inf, NaN, any negative number): `icmp uge bits, inf`
/// or `icmp ugt bits, inf - 1`, or false for exactly those (ult, ule). Tail
/// is set to the successor taken for them.
static bool testsSpecialBits(Value *Cond, unsigned &Tail) {
  ICmpInst::Predicate Pred;
  Value *Float;
  const APInt *Bound;
  if (!match(Cond, m_ICmp(Pred, m_BitCast(m_Value(Float)), m_APInt(Bound))) ||
      !Float->getType()->isFloatTy())
    return false;
  uint64_t B = Bound->getZExtValue();
  if ((Pred == ICmpInst::ICMP_UGE && B == InfinityBits) ||
      (Pred == ICmpInst::ICMP_UGT && B == InfinityBits - 1))
    Tail = 0;
  else if ((Pred == ICmpInst::ICMP_ULT && B == InfinityBits) ||
           (Pred == ICmpInst::ICMP_ULE && B == InfinityBits - 1))
    Tail = 1;
  else
    return false;
  return true;
}

static bool markRareTails(Function &F) {
  MDBuilder MDB(F.getContext());
  bool Changed = false;
  for (BasicBlock &BB : F) {
    auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
    unsigned Tail;
    if (!BI || !BI->isConditional() || BI->getMetadata(LLVMContext::MD_prof) ||
        !testsSpecialBits(BI->getCondition(), Tail))
      continue;
    // The weights __builtin_expect gives.
    uint32_t Weights[2] = {2000, 2000};
    Weights[Tail] = 1;
    BI->setMetadata(LLVMContext::MD_prof, MDB.createBranchWeights(Weights[0], Weights[1]));
    Changed = true;
    // The tail's own first branch (t < -1, +inf or NaN against t in
    // [-1, -0]) chooses between two rare cases: skewed weights only keep it
    // a branch.
    if (auto *Inner = dyn_cast<BranchInst>(BI->getSuccessor(Tail)->getTerminator()))
      if (Inner->isConditional() && !Inner->getMetadata(LLVMContext::MD_prof))
        Inner->setMetadata(LLVMContext::MD_prof, MDB.createBranchWeights(1, 2000));
  }
  return Changed;
}

/// A constant power of two, or copysign of one.
static bool isPowerOfTwo(Value *V) {
  const APFloat *C;
  Value *Magnitude;
  if (match(V, m_Intrinsic<Intrinsic::copysign>(m_Value(Magnitude), m_Value())))
    V = Magnitude;
  return match(V, m_APFloat(C)) && C->isFiniteNonZero() && C->getExactLog2Abs() != INT_MIN;
}

static bool letReturnedProductsFuse(Function &F) {
  bool Changed = false;
  for (BasicBlock &BB : F) {
    auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator());
    auto *Mul = Ret ? dyn_cast_or_null<BinaryOperator>(Ret->getReturnValue()) : nullptr;
    if (!Mul || Mul->getOpcode() != Instruction::FMul || Mul->hasAllowContract() ||
        !(isPowerOfTwo(Mul->getOperand(0)) || isPowerOfTwo(Mul->getOperand(1))))
      continue;
    Mul->setHasAllowContract(true);
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses LibdeviceLikeNvccPass::run(Function &F, FunctionAnalysisManager &) {
  if (!F.getName().starts_with("__nv_"))
    return PreservedAnalyses::all();
  bool Changed = letReturnedProductsFuse(F);
  if (hasLog1pTail(F.getName()))
    Changed |= markRareTails(F);
  // Branch weights and a fast-math flag: no analysis here holds either.
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

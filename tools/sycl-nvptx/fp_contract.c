#include "fp_contract.h"

#include <stdbool.h>
#include <string.h>

static bool is_fmuladd_call(LLVMValueRef inst) {
  if (LLVMGetInstructionOpcode(inst) != LLVMCall)
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  return len > 14 && strncmp(name, "llvm.fmuladd.", 13) == 0;
}

/* The backend fuses an fmul into an fadd/fsub when both carry the contract
 * flag, so the flag alone decides. */
static void set_contract(LLVMValueRef inst, bool contract) {
  LLVMFastMathFlags flags = LLVMGetFastMathFlags(inst);
  flags = contract ? flags | LLVMFastMathAllowContract : flags & ~LLVMFastMathAllowContract;
  LLVMSetFastMathFlags(inst, flags);
}

/* llvm.fmuladd lets the backend fuse whatever the flags say. */
static void split_fmuladd(LLVMBuilderRef builder, LLVMValueRef call) {
  LLVMPositionBuilderBefore(builder, call);
  LLVMValueRef product = LLVMBuildFMul(builder, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), "");
  LLVMValueRef sum = LLVMBuildFAdd(builder, product, LLVMGetOperand(call, 2), "");
  LLVMReplaceAllUsesWith(call, sum);
  LLVMInstructionEraseFromParent(call);
}

void apply_fp_contract(LLVMModuleRef module, enum fp_contract mode) {
  if (mode == FP_CONTRACT_ON)
    return;
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef inst = LLVMGetFirstInstruction(bb);
      while (inst) {
        LLVMValueRef next = LLVMGetNextInstruction(inst);
        LLVMOpcode op = LLVMGetInstructionOpcode(inst);
        if (op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul)
          set_contract(inst, mode == FP_CONTRACT_FAST);
        else if (mode == FP_CONTRACT_OFF && is_fmuladd_call(inst))
          split_fmuladd(builder, inst);
        inst = next;
      }
    }
  }
  LLVMDisposeBuilder(builder);
}

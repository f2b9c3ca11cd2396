/* nvcc prints the products and sums it may contract bare (mul.f32,
 * add.f64) and lets ptxas fuse them; LLVM 19's NVPTX backend prints every
 * one `.rn`, which ptxas never fuses, unless it is told fusion is allowed
 * (-nvptx-fma-level, set in llvm_options.c), and then it prints every one
 * bare and fuses fmul into fadd itself, contract flag or not. So, right
 * before code generation, the fmul/fadd/fsub that may not contract (no
 * `contract` flag: the user's code under -ffp-contract=off or on, libspirv's
 * error terms, libdevice) become NVVM intrinsics that always print `.rn`,
 * which neither LLVM nor ptxas fuses: float and double as mul.rn/add.rn
 * (fsub a, b as add.rn(a, -b)), half as fma.rn with -0 or 1 (a * b + -0,
 * a * 1 + b, b * -1 + a are the product, sum and difference rounded once),
 * bfloat as fma.rn.bf16 from sm_80 and, before, through float as LLVM
 * itself lowers it there. Vectors go element by element. */
#include "fp_rounding.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

enum fp_op { FP_MUL, FP_ADD, FP_SUB };

struct rounding {
  LLVMModuleRef module;
  LLVMBuilderRef builder;
  unsigned sm;
  bool ftz; /* the function flushes f32 (and f16) denormals: .ftz forms */
};

static LLVMValueRef call_intrinsic(struct rounding *r, const char *name, LLVMValueRef a,
                                   LLVMValueRef b, LLVMValueRef c) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef callee = LLVMGetIntrinsicDeclaration(r->module, id, NULL, 0);
  LLVMTypeRef type = LLVMIntrinsicGetType(LLVMGetModuleContext(r->module), id, NULL, 0);
  LLVMValueRef args[] = {a, b, c};
  return LLVMBuildCall2(r->builder, type, callee, args, c ? 3 : 2, "");
}

/* float (f) or double (d): mul.rn, add.rn. */
static LLVMValueRef rounded_f32_f64(struct rounding *r, enum fp_op op, bool is_double,
                                    LLVMValueRef a, LLVMValueRef b) {
  char name[32];
  bool ftz = r->ftz && !is_double;
  if (op == FP_SUB)
    b = LLVMBuildFNeg(r->builder, b, "");
  snprintf(name, sizeof name, "llvm.nvvm.%s.rn%s.%s", op == FP_MUL ? "mul" : "add",
           ftz ? ".ftz" : "", is_double ? "d" : "f");
  return call_intrinsic(r, name, a, b, NULL);
}

/* half and bfloat have no mul.rn or add.rn intrinsic: fma.rn, exact. */
static LLVMValueRef rounded_by_fma(struct rounding *r, const char *name, enum fp_op op,
                                   LLVMTypeRef type, LLVMValueRef a, LLVMValueRef b) {
  switch (op) {
  case FP_MUL:
    return call_intrinsic(r, name, a, b, LLVMConstReal(type, -0.0));
  case FP_ADD:
    return call_intrinsic(r, name, a, LLVMConstReal(type, 1.0), b);
  case FP_SUB:
    return call_intrinsic(r, name, b, LLVMConstReal(type, -1.0), a);
  }
  return NULL;
}

static LLVMValueRef rounded_scalar(struct rounding *r, enum fp_op op, LLVMTypeRef type,
                                   LLVMValueRef a, LLVMValueRef b) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMFloatTypeKind:
    return rounded_f32_f64(r, op, false, a, b);
  case LLVMDoubleTypeKind:
    return rounded_f32_f64(r, op, true, a, b);
  case LLVMHalfTypeKind:
    return rounded_by_fma(r, r->ftz ? "llvm.nvvm.fma.rn.ftz.f16" : "llvm.nvvm.fma.rn.f16", op,
                          type, a, b);
  case LLVMBFloatTypeKind: {
    if (r->sm >= 80)
      return rounded_by_fma(r, "llvm.nvvm.fma.rn.bf16", op, type, a, b);
    LLVMTypeRef f32 = LLVMFloatTypeInContext(LLVMGetTypeContext(type));
    LLVMValueRef wide = rounded_f32_f64(r, op, false, LLVMBuildFPExt(r->builder, a, f32, ""),
                                        LLVMBuildFPExt(r->builder, b, f32, ""));
    return LLVMBuildFPTrunc(r->builder, wide, type, "");
  }
  default:
    return NULL;
  }
}

static bool is_rounded_type(LLVMTypeRef type) {
  if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
    type = LLVMGetElementType(type);
  switch (LLVMGetTypeKind(type)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    return true;
  default:
    return false;
  }
}

static LLVMValueRef rounded(struct rounding *r, enum fp_op op, LLVMTypeRef type, LLVMValueRef a,
                            LLVMValueRef b) {
  if (LLVMGetTypeKind(type) != LLVMVectorTypeKind)
    return rounded_scalar(r, op, type, a, b);
  LLVMTypeRef element = LLVMGetElementType(type);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(type));
  LLVMValueRef result = LLVMGetPoison(type);
  for (unsigned i = 0; i < LLVMGetVectorSize(type); i++) {
    LLVMValueRef index = LLVMConstInt(i32, i, 0);
    LLVMValueRef lane = rounded_scalar(r, op, element, LLVMBuildExtractElement(r->builder, a, index, ""),
                                       LLVMBuildExtractElement(r->builder, b, index, ""));
    result = LLVMBuildInsertElement(r->builder, result, lane, index, "");
  }
  return result;
}

/* LLVM's own reading of "denormal-fp-math[-f32]": output mode, then input. */
static bool flushes_f32_denormals(LLVMValueRef fn) {
  static const char *const names[] = {"denormal-fp-math-f32", "denormal-fp-math"};
  for (unsigned i = 0; i < 2; i++) {
    LLVMAttributeRef attr = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                                          names[i], strlen(names[i]));
    if (!attr)
      continue;
    unsigned len;
    const char *value = LLVMGetStringAttributeValue(attr, &len);
    unsigned output = 0;
    while (output < len && value[output] != ',')
      output++;
    return output == 13 && memcmp(value, "preserve-sign", 13) == 0;
  }
  return false;
}

static bool may_contract(LLVMValueRef inst) {
  return (LLVMGetFastMathFlags(inst) & LLVMFastMathAllowContract) != 0;
}

unsigned keep_uncontracted_rounding(LLVMModuleRef module, unsigned sm) {
  struct rounding r = {.module = module,
                       .builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module)),
                       .sm = sm};
  unsigned rewritten = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn))
      continue;
    r.ftz = flushes_f32_denormals(fn);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef inst = LLVMGetFirstInstruction(bb);
      while (inst) {
        LLVMValueRef next = LLVMGetNextInstruction(inst);
        LLVMOpcode opcode = LLVMGetInstructionOpcode(inst);
        enum fp_op op = opcode == LLVMFMul ? FP_MUL : opcode == LLVMFAdd ? FP_ADD : FP_SUB;
        LLVMTypeRef type = LLVMTypeOf(inst);
        if ((opcode == LLVMFMul || opcode == LLVMFAdd || opcode == LLVMFSub) &&
            !may_contract(inst) && is_rounded_type(type)) {
          /* Positioning before inst also takes its debug location. */
          LLVMPositionBuilderBefore(r.builder, inst);
          LLVMValueRef value =
              rounded(&r, op, type, LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1));
          LLVMReplaceAllUsesWith(inst, value);
          LLVMInstructionEraseFromParent(inst);
          rewritten++;
        }
        inst = next;
      }
    }
  }
  LLVMDisposeBuilder(r.builder);
  return rewritten;
}

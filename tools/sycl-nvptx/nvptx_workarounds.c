#include "nvptx_workarounds.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static bool is_vector_of(LLVMTypeRef type, unsigned width, unsigned elements) {
  return LLVMGetTypeKind(type) == LLVMVectorTypeKind && LLVMGetVectorSize(type) == elements &&
         LLVMGetTypeKind(LLVMGetElementType(type)) == LLVMIntegerTypeKind &&
         LLVMGetIntTypeWidth(LLVMGetElementType(type)) == width;
}

static bool is_underaligned_byte16_load(LLVMValueRef inst) {
  return LLVMGetInstructionOpcode(inst) == LLVMLoad && is_vector_of(LLVMTypeOf(inst), 8, 16) &&
         LLVMGetAlignment(inst) < 16 && !LLVMGetOrdering(inst);
}

static void split_into_byte_loads(LLVMBuilderRef builder, LLVMValueRef load) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(load));
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx), i64 = LLVMInt64TypeInContext(ctx);
  LLVMValueRef base = LLVMGetOperand(load, 0);
  LLVMValueRef vector = LLVMGetUndef(LLVMTypeOf(load));
  LLVMPositionBuilderBefore(builder, load);
  for (unsigned i = 0; i < 16; i++) {
    LLVMValueRef index = LLVMConstInt(i64, i, 0);
    LLVMValueRef address = LLVMBuildInBoundsGEP2(builder, i8, base, &index, 1, "");
    LLVMValueRef byte = LLVMBuildLoad2(builder, i8, address, "");
    LLVMSetAlignment(byte, 1);
    LLVMSetVolatile(byte, LLVMGetVolatile(load));
    vector = LLVMBuildInsertElement(builder, vector, byte, LLVMConstInt(i64, i, 0), "");
  }
  LLVMReplaceAllUsesWith(load, vector);
  LLVMInstructionEraseFromParent(load);
}

/* Only legalisation's split goes wrong (<8 x half> and <4 x float> are one
 * load each and convert correctly), but a freeze costs nothing anywhere. */
static bool is_fpext_of_vector_load(LLVMValueRef inst) {
  if (LLVMGetInstructionOpcode(inst) != LLVMFPExt)
    return false;
  LLVMValueRef source = LLVMGetOperand(inst, 0);
  return LLVMGetTypeKind(LLVMTypeOf(source)) == LLVMVectorTypeKind &&
         LLVMIsALoadInst(source) != NULL;
}

static void freeze_operand(LLVMBuilderRef builder, LLVMValueRef fpext) {
  LLVMPositionBuilderBefore(builder, fpext);
  LLVMSetOperand(fpext, 0, LLVMBuildFreeze(builder, LLVMGetOperand(fpext, 0), ""));
}

/* A call of llvm.copysign on half, float or double (or vectors of them). */
static bool is_copysign(LLVMValueRef inst) {
  if (LLVMGetInstructionOpcode(inst) != LLVMCall)
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  size_t len = 0;
  const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
  if (len < 14 || strncmp(name, "llvm.copysign.", 14) != 0)
    return false;
  LLVMTypeRef type = LLVMTypeOf(inst);
  if (LLVMGetTypeKind(type) == LLVMVectorTypeKind)
    type = LLVMGetElementType(type);
  LLVMTypeKind kind = LLVMGetTypeKind(type);
  return kind == LLVMHalfTypeKind || kind == LLVMFloatTypeKind || kind == LLVMDoubleTypeKind;
}

/* copysign(x, y) on float or double: PTX's copysign (its operands the other
 * way round: sign first), which ptxas makes one LOP3 of, as it does for
 * nvcc's. Anything else (half, vectors): bits(x) ^ ((bits(x) ^ bits(y)) &
 * sign), one or two LOP3. */
static void copysign_as_bits(LLVMBuilderRef builder, LLVMValueRef call) {
  LLVMTypeRef type = LLVMTypeOf(call), scalar = type;
  unsigned elements = 0;
  if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
    elements = LLVMGetVectorSize(type);
    scalar = LLVMGetElementType(type);
  }
  LLVMTypeKind kind = LLVMGetTypeKind(scalar);
  LLVMPositionBuilderBefore(builder, call);
  LLVMValueRef result;
  if (!elements && kind != LLVMHalfTypeKind) {
    bool is_float = kind == LLVMFloatTypeKind;
    static const char f32[] = "copysign.f32 $0, $2, $1;", f64[] = "copysign.f64 $0, $2, $1;";
    const char *constraints = is_float ? "=f,f,f" : "=d,d,d";
    LLVMTypeRef params[2] = {type, type};
    LLVMTypeRef fn_type = LLVMFunctionType(type, params, 2, 0);
    LLVMValueRef asm_fn = LLVMGetInlineAsm(fn_type, (char *)(is_float ? f32 : f64),
                                           sizeof f32 - 1, (char *)constraints,
                                           strlen(constraints), 0, 0, LLVMInlineAsmDialectATT, 0);
    LLVMValueRef args[2] = {LLVMGetOperand(call, 0), LLVMGetOperand(call, 1)};
    result = LLVMBuildCall2(builder, fn_type, asm_fn, args, 2, "");
  } else {
    unsigned width = kind == LLVMHalfTypeKind ? 16 : kind == LLVMFloatTypeKind ? 32 : 64;
    LLVMTypeRef int_scalar = LLVMIntTypeInContext(LLVMGetTypeContext(type), width);
    LLVMTypeRef int_type = elements ? LLVMVectorType(int_scalar, elements) : int_scalar;
    LLVMValueRef sign = LLVMConstInt(int_scalar, 1ull << (width - 1), 0);
    if (elements) {
      LLVMValueRef *splat = malloc(elements * sizeof *splat);
      for (unsigned i = 0; i < elements; i++)
        splat[i] = sign;
      sign = LLVMConstVector(splat, elements);
      free(splat);
    }
    LLVMValueRef x = LLVMBuildBitCast(builder, LLVMGetOperand(call, 0), int_type, "");
    LLVMValueRef y = LLVMBuildBitCast(builder, LLVMGetOperand(call, 1), int_type, "");
    LLVMValueRef differ = LLVMBuildAnd(builder, LLVMBuildXor(builder, x, y, ""), sign, "");
    result = LLVMBuildBitCast(builder, LLVMBuildXor(builder, x, differ, ""), type, "");
  }
  LLVMReplaceAllUsesWith(call, result);
  LLVMInstructionEraseFromParent(call);
}

/* The operand of an fneg, or NULL. */
static LLVMValueRef negated(LLVMValueRef v) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMFNeg ? LLVMGetOperand(v, 0)
                                                                          : NULL;
}

/* select(c, -x, x) (or x, -x) on double: ptxas makes the negation a DADD,
 * an FP64 instruction, and the select two FSEL; nvcc's code has it as a
 * sign flip. */
static bool is_select_of_negation(LLVMValueRef inst) {
  if (LLVMGetInstructionOpcode(inst) != LLVMSelect ||
      LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMDoubleTypeKind)
    return false;
  LLVMValueRef a = LLVMGetOperand(inst, 1), b = LLVMGetOperand(inst, 2);
  return negated(a) == b || negated(b) == a;
}

/* select(c, -x, x) as bits(x) ^ select(c, sign, 0). */
static void select_as_sign_flip(LLVMBuilderRef builder, LLVMValueRef select) {
  LLVMValueRef cond = LLVMGetOperand(select, 0);
  LLVMValueRef a = LLVMGetOperand(select, 1), b = LLVMGetOperand(select, 2);
  bool negate_if_true = negated(a) == b;
  LLVMValueRef x = negate_if_true ? b : a;
  LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(LLVMTypeOf(select)));
  LLVMValueRef sign = LLVMConstInt(i64, 1ull << 63, 0), zero = LLVMConstInt(i64, 0, 0);
  LLVMPositionBuilderBefore(builder, select);
  LLVMValueRef mask = LLVMBuildSelect(builder, cond, negate_if_true ? sign : zero,
                                      negate_if_true ? zero : sign, "");
  LLVMValueRef bits = LLVMBuildXor(builder, LLVMBuildBitCast(builder, x, i64, ""), mask, "");
  LLVMReplaceAllUsesWith(select, LLVMBuildBitCast(builder, bits, LLVMTypeOf(select), ""));
  LLVMInstructionEraseFromParent(select);
}

void work_around_nvptx_isel(LLVMModuleRef module) {
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef inst = LLVMGetFirstInstruction(bb);
      while (inst) {
        LLVMValueRef next = LLVMGetNextInstruction(inst);
        if (is_underaligned_byte16_load(inst))
          split_into_byte_loads(builder, inst);
        else if (is_fpext_of_vector_load(inst))
          freeze_operand(builder, inst);
        else if (is_copysign(inst))
          copysign_as_bits(builder, inst);
        else if (is_select_of_negation(inst))
          select_as_sign_flip(builder, inst);
        inst = next;
      }
    }
  }
  LLVMDisposeBuilder(builder);
}

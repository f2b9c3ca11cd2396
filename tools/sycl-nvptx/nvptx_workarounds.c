#include "nvptx_workarounds.h"

#include <stdbool.h>
#include <stddef.h>

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
        inst = next;
      }
    }
  }
  LLVMDisposeBuilder(builder);
}

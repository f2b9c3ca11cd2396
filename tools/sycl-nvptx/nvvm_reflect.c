#include "nvvm_reflect.h"

#include <stdlib.h>
#include <string.h>

/* The query's name: a constant string global, possibly behind a cast. */
static const char *reflect_query(LLVMValueRef call) {
  LLVMValueRef arg = LLVMGetOperand(call, 0);
  if (LLVMIsAConstantExpr(arg))
    arg = LLVMGetOperand(arg, 0);
  if (!LLVMIsAGlobalVariable(arg) || !LLVMGetInitializer(arg) ||
      !LLVMIsConstantString(LLVMGetInitializer(arg)))
    return NULL;
  size_t len;
  return LLVMGetAsString(LLVMGetInitializer(arg), &len);
}

void answer_reflect_queries(LLVMModuleRef module) {
  LLVMValueRef reflect = LLVMGetNamedFunction(module, "__nvvm_reflect");
  if (!reflect)
    return;
  LLVMValueRef one = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(module)), 1, 0);
  /* Collect first: erasing a call changes the use list being walked. */
  size_t count = 0, capacity = 16;
  LLVMValueRef *answered = malloc(capacity * sizeof *answered);
  for (LLVMUseRef use = LLVMGetFirstUse(reflect); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef call = LLVMGetUser(use);
    const char *query = LLVMIsACallInst(call) ? reflect_query(call) : NULL;
    if (!query || strcmp(query, "__CUDA_PREC_SQRT") != 0)
      continue;
    if (count == capacity)
      answered = realloc(answered, (capacity *= 2) * sizeof *answered);
    answered[count++] = call;
  }
  for (size_t i = 0; i < count; i++) {
    LLVMReplaceAllUsesWith(answered[i], one);
    LLVMInstructionEraseFromParent(answered[i]);
  }
  free(answered);
}

#include "half_alias.h"

#include <stdbool.h>
#include <string.h>

/* A TBAA type node's name: its first operand. */
static bool type_is_half(LLVMValueRef type) {
  if (!type || !LLVMIsAMDNode(type) || LLVMGetMDNodeNumOperands(type) < 1)
    return false;
  LLVMValueRef name;
  LLVMGetMDNodeOperands(type, &name);
  unsigned len = 0;
  const char *text = name ? LLVMGetMDString(name, &len) : NULL;
  return text && len == 4 && memcmp(text, "half", 4) == 0;
}

/* An access tag {base type, access type, offset[, constant]}: the access
 * type is the scalar that is read or written. */
static bool tag_accesses_half(LLVMValueRef tag) {
  unsigned n = LLVMGetMDNodeNumOperands(tag);
  if (n < 3 || n > 4)
    return false;
  LLVMValueRef ops[4];
  LLVMGetMDNodeOperands(tag, ops);
  return type_is_half(ops[1]);
}

void drop_half_alias_tags(LLVMModuleRef module) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  unsigned tbaa = LLVMGetMDKindIDInContext(ctx, "tbaa", 4);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef tag = LLVMHasMetadata(i) ? LLVMGetMetadata(i, tbaa) : NULL;
        if (tag && tag_accesses_half(tag))
          LLVMSetMetadata(i, tbaa, NULL);
      }
}

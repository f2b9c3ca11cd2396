#include "entry_point.h"

#include <stdbool.h>
#include <stdlib.h>

static bool is_strong_linkage(LLVMLinkage linkage) {
  return linkage == LLVMExternalLinkage || linkage == LLVMInternalLinkage ||
         linkage == LLVMPrivateLinkage;
}

static bool can_alias(LLVMValueRef target, LLVMLinkage linkage) {
  return linkage == LLVMExternalLinkage && !LLVMIsDeclaration(target) &&
         is_strong_linkage(LLVMGetLinkage(target));
}

static LLVMValueRef add_alias(LLVMModuleRef module, const char *name,
                              LLVMValueRef target) {
  unsigned address_space = LLVMGetPointerAddressSpace(LLVMTypeOf(target));
  return LLVMAddAlias2(module, LLVMGlobalGetValueType(target), address_space,
                       target, name);
}

/* Attribute index of parameter i, as LLVMAttributeIndex counts them. */
static LLVMAttributeIndex param_index(unsigned i) { return i + 1; }

/* add is LLVMAddAttributeAtIndex for a function, LLVMAddCallSiteAttribute
 * for a call. */
static void copy_attributes(LLVMValueRef from, LLVMValueRef to, LLVMAttributeIndex index,
                            void (*add)(LLVMValueRef, LLVMAttributeIndex, LLVMAttributeRef)) {
  unsigned count = LLVMGetAttributeCountAtIndex(from, index);
  if (count == 0)
    return;
  LLVMAttributeRef *attributes = malloc(count * sizeof *attributes);
  if (!attributes)
    abort();
  LLVMGetAttributesAtIndex(from, index, attributes);
  for (unsigned i = 0; i < count; ++i)
    add(to, index, attributes[i]);
  free(attributes);
}

/* The body is one call: parameter and return attributes (byval, sret,
 * signext, ...) are repeated on the call so the ABI stays the target's. */
static void build_forwarding_body(LLVMValueRef forwarder, LLVMValueRef target) {
  LLVMTypeRef function_type = LLVMGlobalGetValueType(target);
  unsigned param_count = LLVMCountParams(forwarder);
  LLVMValueRef *args = malloc((param_count ? param_count : 1) * sizeof *args);
  if (!args)
    abort();
  LLVMGetParams(forwarder, args);
  LLVMContextRef context = LLVMGetTypeContext(function_type);
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(context);
  LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, forwarder, "entry"));
  LLVMValueRef call = LLVMBuildCall2(builder, function_type, target, args, param_count, "");
  LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(target));
  copy_attributes(target, call, LLVMAttributeReturnIndex, LLVMAddCallSiteAttribute);
  for (unsigned i = 0; i < param_count; ++i)
    copy_attributes(target, call, param_index(i), LLVMAddCallSiteAttribute);
  if (LLVMGetTypeKind(LLVMGetReturnType(function_type)) == LLVMVoidTypeKind)
    LLVMBuildRetVoid(builder);
  else
    LLVMBuildRet(builder, call);
  LLVMDisposeBuilder(builder);
  free(args);
}

static LLVMValueRef add_forwarder(LLVMModuleRef module, const char *name,
                                  LLVMValueRef target) {
  LLVMValueRef forwarder = LLVMAddFunction(module, name, LLVMGlobalGetValueType(target));
  LLVMSetFunctionCallConv(forwarder, LLVMGetFunctionCallConv(target));
  copy_attributes(target, forwarder, LLVMAttributeFunctionIndex, LLVMAddAttributeAtIndex);
  copy_attributes(target, forwarder, LLVMAttributeReturnIndex, LLVMAddAttributeAtIndex);
  for (unsigned i = 0; i < LLVMCountParams(target); ++i)
    copy_attributes(target, forwarder, param_index(i), LLVMAddAttributeAtIndex);
  build_forwarding_body(forwarder, target);
  return forwarder;
}

enum entry_point_kind add_entry_point(LLVMModuleRef module, const char *name,
                                      LLVMValueRef target, LLVMLinkage linkage,
                                      LLVMVisibility visibility) {
  bool alias = can_alias(target, linkage);
  LLVMValueRef entry = alias ? add_alias(module, name, target)
                             : add_forwarder(module, name, target);
  LLVMSetLinkage(entry, linkage);
  LLVMSetVisibility(entry, visibility);
  return alias ? ENTRY_POINT_ALIAS : ENTRY_POINT_FORWARDER;
}

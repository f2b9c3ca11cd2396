#include "assert_mode.h"

#include <string.h>

void select_assert_mode(LLVMModuleRef module, bool recoverable) {
  if (!recoverable)
    return;
  LLVMValueRef native = LLVMGetNamedFunction(module, "__devicelib_assert_fail");
  LLVMValueRef record = LLVMGetNamedFunction(module, "__devicelib_assert_fail_recoverable");
  if (native && record)
    LLVMReplaceAllUsesWith(native, record);
}

static void set_library_global_linkage(LLVMModuleRef module, LLVMLinkage linkage) {
  static const char prefix[] = "__sycl_nvptx_";
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g)) {
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    if (!LLVMIsDeclaration(g) && strncmp(name, prefix, sizeof prefix - 1) == 0)
      LLVMSetLinkage(g, linkage);
  }
}

void hide_library_globals(LLVMModuleRef module) {
  set_library_global_linkage(module, LLVMInternalLinkage);
}

void expose_library_globals(LLVMModuleRef module) {
  set_library_global_linkage(module, LLVMExternalLinkage);
}

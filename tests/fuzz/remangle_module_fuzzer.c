/* libFuzzer target: the remangler on whole modules. The input is a list of
 * names, one a line; the first byte picks the variant. Each name becomes a
 * function (a definition calling the one before it, a linkonce_odr or weak
 * definition, a declaration, an internal function) or, every seventh, a
 * global variable that a renamed form may collide with. The module goes
 * through bitcode, as the tool reads it; after remangle_module it must
 * verify and go through bitcode again, and -t's check must run; no crash,
 * leak or undefined behaviour. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>

#include "remangle_module.h"

enum { MAX_NAMES = 64, MAX_NAME_LENGTH = 4096 };

static LLVMValueRef add_function(LLVMModuleRef module, LLVMTypeRef type, const char *name,
                                 unsigned kind, LLVMValueRef previous) {
  LLVMValueRef function = LLVMAddFunction(module, name, type);
  if (kind == 3)
    return function; /* a declaration */
  static const LLVMLinkage linkages[] = {LLVMExternalLinkage, LLVMLinkOnceODRLinkage,
                                         LLVMWeakAnyLinkage, 0, LLVMInternalLinkage};
  LLVMSetLinkage(function, linkages[kind]);
  LLVMContextRef context = LLVMGetModuleContext(module);
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(context);
  LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, function, "entry"));
  if (previous)
    LLVMBuildCall2(builder, type, previous, (LLVMValueRef[]){LLVMGetParam(function, 0)}, 1, "");
  LLVMBuildRetVoid(builder);
  LLVMDisposeBuilder(builder);
  return function;
}

static LLVMModuleRef build_module(LLVMContextRef context, const uint8_t *data, size_t size) {
  LLVMModuleRef module = LLVMModuleCreateWithNameInContext("fuzz", context);
  LLVMSetTarget(module, "nvptx64-unknown-nvidiacl");
  LLVMTypeRef i32 = LLVMInt32TypeInContext(context);
  LLVMTypeRef type = LLVMFunctionType(LLVMVoidTypeInContext(context), &i32, 1, 0);
  LLVMValueRef previous = NULL;
  char name[MAX_NAME_LENGTH + 1];
  size_t start = 0;
  for (unsigned index = 0; start < size && index < MAX_NAMES; ++index) {
    size_t end = start;
    while (end < size && data[end] != '\n' && data[end] != '\0')
      ++end;
    size_t length = end - start < MAX_NAME_LENGTH ? end - start : MAX_NAME_LENGTH;
    memcpy(name, data + start, length);
    name[length] = '\0';
    start = end + 1;
    if (length == 0)
      continue;
    if (index % 7 == 6) {
      LLVMValueRef global = LLVMAddGlobal(module, i32, name);
      LLVMSetInitializer(global, LLVMConstInt(i32, index, 0));
      continue;
    }
    LLVMValueRef function = add_function(module, type, name, index % 5, previous);
    if (!LLVMIsDeclaration(function) || LLVMGetFirstUse(function) == NULL)
      previous = function;
  }
  return module;
}

static void require_valid(LLVMModuleRef module, const char *after) {
  char *message = NULL;
  if (LLVMVerifyModule(module, LLVMReturnStatusAction, &message)) {
    fprintf(stderr, "remangle_module_fuzzer: broken module after %s: %s\n", after, message);
    LLVMDumpModule(module);
    abort();
  }
  LLVMDisposeMessage(message);
}

/* The module written as bitcode and read back (the original is disposed). */
static LLVMModuleRef through_bitcode(LLVMContextRef context, LLVMModuleRef module,
                                     const char *when) {
  LLVMMemoryBufferRef buffer = LLVMWriteBitcodeToMemoryBuffer(module);
  LLVMDisposeModule(module);
  LLVMModuleRef read = NULL;
  if (LLVMParseBitcodeInContext2(context, buffer, &read)) {
    fprintf(stderr, "remangle_module_fuzzer: the module %s does not read back\n", when);
    abort();
  }
  LLVMDisposeMemoryBuffer(buffer);
  return read;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  const struct remangle_variant variant = {
      data[0] & 1 ? LONG_WIDTH_32 : LONG_WIDTH_64,
      data[0] & 2 ? CHAR_UNSIGNED : CHAR_SIGNED,
  };
  LLVMContextRef context = LLVMContextCreate();
  LLVMModuleRef module = build_module(context, data + 1, size - 1);
  require_valid(module, "building it");
  module = through_bitcode(context, module, "built");
  size_t checked;
  check_module_round_trip(module, NULL, &checked);
  struct remangle_counts counts;
  remangle_module(module, &variant, NULL, &counts);
  require_valid(module, "remangle_module");
  module = through_bitcode(context, module, "remangled");
  LLVMDisposeModule(module);
  LLVMContextDispose(context);
  return 0;
}

#include "link.h"

#include "diag.h"
#include "nvvm_reflect.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>
#include <stdio.h>
#include <string.h>

/* Calls that ptxas resolves itself (CUDA's device-side system calls) or that
 * LLVM's NVPTX pipeline removes (__nvvm_reflect). */
static const char *const provided_by_cuda[] = {
    "vprintf", "__assertfail", "malloc", "free", "__nvvm_reflect",
};

static bool is_provided(const char *name) {
  for (unsigned i = 0; i < sizeof provided_by_cuda / sizeof provided_by_cuda[0]; i++)
    if (strcmp(name, provided_by_cuda[i]) == 0)
      return true;
  return false;
}

/* A declaration that some library must define. */
static bool needs_definition(LLVMValueRef f) {
  return LLVMIsDeclaration(f) && LLVMGetIntrinsicID(f) == 0 && LLVMGetFirstUse(f) &&
         !is_provided(LLVMGetValueName2(f, &(size_t){0}));
}

static bool needs_libdevice(LLVMModuleRef module) {
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    if (needs_definition(f) && strncmp(LLVMGetValueName2(f, &(size_t){0}), "__nv_", 5) == 0)
      return true;
  return false;
}

static bool needs_libspirv(LLVMModuleRef module) {
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    if (needs_definition(f) && strncmp(LLVMGetValueName2(f, &(size_t){0}), "__nv_", 5) != 0)
      return true;
  return false;
}

/* Library code is built for the oldest GPU (sm_75): without its target-cpu
 * and target-features the inliner takes it into kernels for any GPU, and the
 * target machine alone decides the instructions. */
static void drop_target_attributes(LLVMModuleRef module) {
  static const char *const keys[] = {"target-cpu", "target-features"};
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++)
      LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, keys[i],
                                       (unsigned)strlen(keys[i]));
}

/* Library functions the driver itself may call after linking: the
 * recoverable assert replaces the native one (assert_mode.c). */
static bool chosen_by_driver(LLVMValueRef f) {
  static const char prefix[] = "__devicelib_";
  return strncmp(LLVMGetValueName2(f, &(size_t){0}), prefix, sizeof prefix - 1) == 0;
}

/* A library is read lazily and its definitions made linkonce_odr, so the
 * linker materialises and copies only what the device code reaches (it
 * pulls linkonce definitions in on first reference): linking all of
 * libspirv, then deleting the unused part, took most of a small kernel's
 * compile time. The driver internalises everything but kernels afterwards,
 * so the linkage is not visible in the output. */
static LLVMModuleRef read_library_lazily(LLVMContextRef ctx, const char *path) {
  LLVMMemoryBufferRef buf;
  char *message = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &message)) {
    diag_error("%s: cannot read: %s", path, message);
    LLVMDisposeMessage(message);
    return NULL;
  }
  LLVMModuleRef library = NULL;
  /* The lazy module owns the buffer from here on, even on failure. */
  if (LLVMGetBitcodeModuleInContext2(ctx, buf, &library)) {
    diag_error("%s: not valid LLVM bitcode (truncated or corrupt?): %s", path,
               diag_take_llvm_error());
    return NULL;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(library); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetLinkage(f) == LLVMExternalLinkage && !chosen_by_driver(f))
      LLVMSetLinkage(f, LLVMLinkOnceODRLinkage);
  for (LLVMValueRef a = LLVMGetFirstGlobalAlias(library); a; a = LLVMGetNextGlobalAlias(a))
    if (LLVMGetLinkage(a) == LLVMExternalLinkage)
      LLVMSetLinkage(a, LLVMLinkOnceODRLinkage);
  return library;
}

static bool link_library(LLVMModuleRef module, const char *path, const char *what) {
  double start = diag_now();
  LLVMModuleRef library = read_library_lazily(LLVMGetModuleContext(module), path);
  if (!library)
    return false;
  /* libdevice says nvptx64-nvidia-gpulist; the module's triple and layout win. */
  LLVMSetTarget(library, LLVMGetTarget(module));
  LLVMSetDataLayout(library, LLVMGetDataLayoutStr(module));
  if (LLVMLinkModules2(module, library)) {
    diag_error("%s: cannot link %s into the device code: %s", path, what,
               diag_take_llvm_error());
    return false;
  }
  drop_target_attributes(module);
  char step_text[PATH_MAX + 32];
  snprintf(step_text, sizeof step_text, "%s %s", what, path);
  diag_step("link", step_text, start);
  return true;
}

/* The remangled libspirv re-creates host-ABI names as aliases of the
 * renamed builtins. Calls through an alias are not inlined, so they go to
 * the function itself; the aliases become internal and dead code. */
static void resolve_aliases(LLVMModuleRef module) {
  for (LLVMValueRef alias = LLVMGetFirstGlobalAlias(module); alias;
       alias = LLVMGetNextGlobalAlias(alias)) {
    LLVMValueRef target = LLVMAliasGetAliasee(alias);
    if (!LLVMIsAFunction(target) || LLVMGlobalGetValueType(target) != LLVMGlobalGetValueType(alias))
      continue;
    LLVMReplaceAllUsesWith(alias, target);
    LLVMSetLinkage(alias, LLVMInternalLinkage);
  }
}

bool link_libspirv(LLVMModuleRef module, const struct toolchain *tc) {
  if (!needs_libspirv(module))
    return true;
  if (!toolchain_require(tc->libspirv, "libspirv", "build the project, or set SYCL_NVPTX_CLC_DIR") ||
      !link_library(module, tc->libspirv, "libspirv"))
    return false;
  resolve_aliases(module);
  return true;
}

bool link_libdevice(LLVMModuleRef module, const struct toolchain *tc, bool *linked) {
  *linked = needs_libdevice(module);
  if (!*linked)
    return true;
  if (!toolchain_require(tc->libdevice, "libdevice",
                         "set --cuda-path or CUDA_PATH to the CUDA toolkit") ||
      !link_library(module, tc->libdevice, "libdevice"))
    return false;
  answer_reflect_queries(module);
  return true;
}

/* Names longer than this are cut in messages: one line stays readable. */
enum { SHOWN_NAME_LENGTH = 200 };

bool check_unresolved(LLVMModuleRef module, const char *input) {
  const char *first = NULL;
  size_t first_length = 0;
  int count = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f)) {
    if (!needs_definition(f))
      continue;
    if (!first)
      first = LLVMGetValueName2(f, &first_length);
    count++;
  }
  if (!first)
    return true;
  int shown = first_length > SHOWN_NAME_LENGTH ? SHOWN_NAME_LENGTH : (int)first_length;
  const char *cut = first_length > SHOWN_NAME_LENGTH ? "..." : "";
  if (count > 1)
    diag_error("%s: unresolved symbol %.*s%s after linking libspirv and libdevice (and %d more; "
               "is the builtin declared but not implemented?)", input, shown, first, cut,
               count - 1);
  else
    diag_error("%s: unresolved symbol %.*s%s after linking libspirv and libdevice "
               "(is the builtin declared but not implemented?)", input, shown, first, cut);
  return false;
}

#include "optimize.h"

#include "diag.h"
#include "llvm_options.h"
#include "nvptx_passes.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* LLVM's calling-convention numbers (llvm/IR/CallingConv.h). */
enum { CC_PTX_KERNEL = 71, CC_SPIR_KERNEL = 76 };

bool lower_sycl_kernels(LLVMModuleRef module, bool offset_twins, const char *input) {
  const char *passes =
      offset_twins
          ? "local-accessor-to-shared-memory,constant-parameters-to-global,global-offset"
          : "local-accessor-to-shared-memory,constant-parameters-to-global,"
            "global-offset<no-twins>";
  double start = diag_now();
  char *message = NULL;
  if (sycl_nvptx_run_passes(module, passes, &message) != 0) {
    diag_error("%s: %s", input, message ? message : "the NVPTX passes failed");
    LLVMDisposeMessage(message);
    return false;
  }
  diag_step("nvptx passes", passes, start);
  return true;
}

/* The functions named by !nvvm.annotations "kernel" entries. */
static void collect_annotated(LLVMModuleRef module, LLVMValueRef **kernels, unsigned *count) {
  static const char name[] = "nvvm.annotations";
  unsigned n = LLVMGetNamedMetadataNumOperands(module, name);
  LLVMValueRef *nodes = calloc(n ? n : 1, sizeof *nodes);
  *kernels = calloc(n ? n : 1, sizeof **kernels);
  *count = 0;
  LLVMGetNamedMetadataOperands(module, name, nodes);
  for (unsigned i = 0; i < n; i++) {
    unsigned op_count = LLVMGetMDNodeNumOperands(nodes[i]);
    if (op_count < 2 || op_count > 3)
      continue;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(nodes[i], ops);
    unsigned len = 0;
    const char *key = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (ops[0] && LLVMIsAFunction(ops[0]) && key && len == 6 && memcmp(key, "kernel", 6) == 0)
      (*kernels)[(*count)++] = ops[0];
  }
  free(nodes);
}

static bool in_list(LLVMValueRef f, LLVMValueRef *list, unsigned count) {
  for (unsigned i = 0; i < count; i++)
    if (list[i] == f)
      return true;
  return false;
}

void find_kernels(LLVMModuleRef module, LLVMValueRef **kernels, unsigned *count) {
  LLVMValueRef *annotated;
  unsigned annotated_count, n = 0;
  collect_annotated(module, &annotated, &annotated_count);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    n++;
  *kernels = calloc(n ? n : 1, sizeof **kernels);
  *count = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f)) {
    unsigned cc = LLVMGetFunctionCallConv(f);
    if (!LLVMIsDeclaration(f) &&
        (cc == CC_PTX_KERNEL || cc == CC_SPIR_KERNEL || in_list(f, annotated, annotated_count)))
      (*kernels)[(*count)++] = f;
  }
  free(annotated);
}

void internalize_non_kernels(LLVMModuleRef module) {
  LLVMValueRef *kernels;
  unsigned kernel_count;
  find_kernels(module, &kernels, &kernel_count);
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && !in_list(f, kernels, kernel_count))
      LLVMSetLinkage(f, LLVMInternalLinkage);
  free(kernels);
}

bool verify_module(LLVMModuleRef module, const char *input, const char *after) {
  char *message = NULL;
  if (!LLVMVerifyModule(module, LLVMReturnStatusAction, &message)) {
    LLVMDisposeMessage(message);
    return true;
  }
  char *newline = strchr(message, '\n');
  if (newline)
    *newline = '\0';
  diag_error("%s: invalid IR after %s: %s", input, after, message);
  LLVMDisposeMessage(message);
  return false;
}

bool run_pipeline(LLVMModuleRef module, LLVMTargetMachineRef machine, const char *pipeline,
                  const char *step, const char *input) {
  double start = diag_now();
  LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
  LLVMErrorRef error = LLVMRunPasses(module, pipeline, machine, options);
  LLVMDisposePassBuilderOptions(options);
  if (error) {
    char *message = LLVMGetErrorMessage(error);
    diag_error("%s: %s failed: %s", input, step, message);
    LLVMDisposeErrorMessage(message);
    return false;
  }
  diag_step(step, pipeline, start);
  return true;
}

bool drop_unused(LLVMModuleRef module, LLVMTargetMachineRef machine, const char *input) {
  return run_pipeline(module, machine, "globaldce", "internalize", input);
}

/* With the unrolling options of llvm_options.c (one of them a pass of ours
 * inside LLVM's pipeline, hence sycl_nvptx_optimize rather than
 * LLVMRunPasses). */
bool optimize_module(LLVMModuleRef module, LLVMTargetMachineRef machine, int opt_level,
                     const char *input) {
  char pipeline[32], what[224];
  snprintf(pipeline, sizeof pipeline, "default<O%d>", opt_level);
  const char *options = llvm_optimizer_options();
  snprintf(what, sizeof what, "%s%s%s", pipeline, *options ? " " : "", options);
  double start = diag_now();
  char *message = NULL;
  if (sycl_nvptx_optimize(module, machine, pipeline, llvm_arithmetic_loop_copies(), &message) != 0) {
    diag_error("%s: optimize failed: %s", input, message ? message : "unknown error");
    LLVMDisposeMessage(message);
    return false;
  }
  diag_step("optimize", what, start);
  return true;
}

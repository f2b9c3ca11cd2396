#include "work_group_size.h"

#include "optimize.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* CUDA's limit on the work-items of a block. */
#define MAX_ITEMS 1024
enum { ADDRESS_SPACE_GLOBAL = 1 };

static const char *const reqntid_keys[3] = {"reqntidx", "reqntidy", "reqntidz"};

/* The kernel's required size, x first, when it has a usable one: three
 * sizes of at least 1 whose product CUDA can launch. Anything else is left
 * to the launch to refuse. */
static bool required_size(LLVMValueRef kernel, unsigned size[3]) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(kernel));
  static const char name[] = "reqd_work_group_size";
  unsigned kind = LLVMGetMDKindIDInContext(ctx, name, sizeof name - 1);
  size_t count;
  LLVMValueMetadataEntry *entries = LLVMGlobalCopyAllMetadata(kernel, &count);
  LLVMMetadataRef node = NULL;
  for (size_t i = 0; i < count; i++)
    if (LLVMValueMetadataEntriesGetKind(entries, (unsigned)i) == kind)
      node = LLVMValueMetadataEntriesGetMetadata(entries, (unsigned)i);
  LLVMDisposeValueMetadataEntries(entries);
  if (!node)
    return false;
  LLVMValueRef value = LLVMMetadataAsValue(ctx, node);
  if (LLVMGetMDNodeNumOperands(value) != 3)
    return false;
  LLVMValueRef ops[3];
  LLVMGetMDNodeOperands(value, ops);
  unsigned long long items = 1;
  for (int d = 0; d < 3; d++) {
    if (!ops[d] || !LLVMIsAConstantInt(ops[d]))
      return false;
    unsigned long long n = LLVMConstIntGetZExtValue(ops[d]);
    if (n < 1 || n > MAX_ITEMS)
      return false;
    size[d] = (unsigned)n;
    items *= n;
  }
  return items <= MAX_ITEMS;
}

static bool has_annotation(LLVMModuleRef module, LLVMValueRef kernel, const char *key) {
  static const char name[] = "nvvm.annotations";
  unsigned n = LLVMGetNamedMetadataNumOperands(module, name);
  LLVMValueRef *nodes = calloc(n ? n : 1, sizeof *nodes);
  LLVMGetNamedMetadataOperands(module, name, nodes);
  bool found = false;
  for (unsigned i = 0; i < n && !found; i++) {
    if (LLVMGetMDNodeNumOperands(nodes[i]) != 3)
      continue;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(nodes[i], ops);
    unsigned len = 0;
    const char *text = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    found = ops[0] == kernel && text && len == strlen(key) && memcmp(text, key, len) == 0;
  }
  free(nodes);
  return found;
}

/* The size, x first, as the constant [3 x i32] REQD_SIZE_SYMBOL_PREFIX<kernel>:
 * the CUDA API has no query for a kernel's .reqntid, and the plugin answers
 * the runtime's compile-work-group-size query from this symbol. */
static void record_required_size(LLVMModuleRef module, LLVMValueRef kernel,
                                 const unsigned size[3]) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  size_t len;
  const char *kernel_name = LLVMGetValueName2(kernel, &len);
  char *name = malloc(sizeof REQD_SIZE_SYMBOL_PREFIX + len);
  memcpy(name, REQD_SIZE_SYMBOL_PREFIX, sizeof REQD_SIZE_SYMBOL_PREFIX - 1);
  memcpy(name + sizeof REQD_SIZE_SYMBOL_PREFIX - 1, kernel_name, len + 1);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMValueRef values[3];
  for (int d = 0; d < 3; d++)
    values[d] = LLVMConstInt(i32, size[d], false);
  LLVMValueRef global =
      LLVMAddGlobalInAddressSpace(module, LLVMArrayType2(i32, 3), name, ADDRESS_SPACE_GLOBAL);
  LLVMSetInitializer(global, LLVMConstArray2(i32, values, 3));
  LLVMSetGlobalConstant(global, true);
  LLVMSetAlignment(global, 4);
  free(name);
}

void require_work_group_sizes(LLVMModuleRef module) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMValueRef *kernels;
  unsigned count, size[3];
  find_kernels(module, &kernels, &count);
  for (unsigned k = 0; k < count; k++) {
    if (!required_size(kernels[k], size))
      continue;
    for (int d = 0; d < 3; d++) {
      if (has_annotation(module, kernels[k], reqntid_keys[d]))
        continue;
      LLVMValueRef ops[3] = {
          kernels[k],
          LLVMMDStringInContext(ctx, reqntid_keys[d], (unsigned)strlen(reqntid_keys[d])),
          LLVMConstInt(LLVMInt32TypeInContext(ctx), size[d], false)};
      LLVMAddNamedMetadataOperand(module, "nvvm.annotations", LLVMMDNodeInContext(ctx, ops, 3));
    }
    record_required_size(module, kernels[k], size);
  }
  free(kernels);
}

/* The constant a special register read in a kernel of this size has, if it
 * has one: %ntid.d is size[d], %tid.d is 0 where size[d] is 1. */
static bool known_register(LLVMValueRef call, const unsigned size[3], unsigned *value) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee))
    return false;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  static const char prefix[] = "llvm.nvvm.read.ptx.sreg.";
  size_t p = sizeof prefix - 1;
  if (len < p || memcmp(name, prefix, p) != 0)
    return false;
  const char *reg = name + p;
  for (int d = 0; d < 3; d++) {
    char ntid[8], tid[8];
    snprintf(ntid, sizeof ntid, "ntid.%c", "xyz"[d]);
    snprintf(tid, sizeof tid, "tid.%c", "xyz"[d]);
    if (len - p == strlen(ntid) && memcmp(reg, ntid, len - p) == 0) {
      *value = size[d];
      return true;
    }
    if (size[d] == 1 && len - p == strlen(tid) && memcmp(reg, tid, len - p) == 0) {
      *value = 0;
      return true;
    }
  }
  return false;
}

static unsigned fold_kernel(LLVMValueRef kernel, const unsigned size[3]) {
  unsigned folded = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(kernel); b; b = LLVMGetNextBasicBlock(b)) {
    LLVMValueRef next;
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = next) {
      next = LLVMGetNextInstruction(i);
      unsigned value;
      if (!LLVMIsACallInst(i) || !known_register(i, size, &value))
        continue;
      LLVMReplaceAllUsesWith(i, LLVMConstInt(LLVMTypeOf(i), value, false));
      LLVMInstructionEraseFromParent(i);
      folded++;
    }
  }
  return folded;
}

bool fold_work_group_sizes(LLVMModuleRef module, LLVMTargetMachineRef machine, int opt_level,
                           const char *input) {
  if (opt_level == 0)
    return true;
  LLVMValueRef *kernels;
  unsigned count, size[3], folded = 0;
  find_kernels(module, &kernels, &count);
  for (unsigned k = 0; k < count; k++)
    if (required_size(kernels[k], size))
      folded += fold_kernel(kernels[k], size);
  free(kernels);
  /* A textual "instcombine" verifies that one iteration reached a fixed
   * point and aborts the compile if not (as opt's tests want); the default
   * pipeline's does not, nor may this one: a folded size can leave work for
   * a second iteration (tests/driver/reqd-size-fold-fixpoint.ll). */
  return folded == 0 ||
         run_pipeline(module, machine,
                      "function(instcombine<no-verify-fixpoint>,simplifycfg,"
                      "instcombine<no-verify-fixpoint>)",
                      "work-group size", input);
}

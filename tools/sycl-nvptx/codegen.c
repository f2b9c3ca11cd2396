#include "codegen.h"

#include "diag.h"
#include "fp_rounding.h"
#include "llvm_options.h"
#include "nvptx_passes.h"
#include "nvptx_workarounds.h"
#include "ptx_branches.h"

#include <llvm-c/Target.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEVICE_TRIPLE "nvptx64-nvidia-cuda"

/* The SM versions LLVM 19's NVPTX backend knows, from sm_75 (CUDA 13's
 * oldest) up. */
static const unsigned llvm_known_sms[] = {75, 80, 86, 87, 89, 90};

static void llvm_cpu_for(const struct gpu_arch *arch, char *cpu, unsigned size) {
  unsigned best = llvm_known_sms[0];
  for (unsigned i = 0; i < sizeof llvm_known_sms / sizeof llvm_known_sms[0]; i++)
    if (llvm_known_sms[i] <= arch->sm)
      best = llvm_known_sms[i];
  bool exact = best == arch->sm;
  snprintf(cpu, size, "sm_%u%s", best, exact && arch->arch_specific ? "a" : "");
}

LLVMTargetMachineRef create_target_machine(const struct gpu_arch *arch, int opt_level) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  LLVMTargetRef target;
  char *message = NULL;
  if (LLVMGetTargetFromTriple(DEVICE_TRIPLE, &target, &message)) {
    diag_error("LLVM has no NVPTX target: %s", message);
    LLVMDisposeMessage(message);
    return NULL;
  }
  char cpu[16];
  llvm_cpu_for(arch, cpu, sizeof cpu);
  static const LLVMCodeGenOptLevel levels[] = {LLVMCodeGenLevelNone, LLVMCodeGenLevelLess,
                                               LLVMCodeGenLevelDefault,
                                               LLVMCodeGenLevelAggressive};
  /* PTX ISA 7.0 at least (LLVM takes the higher of it and the GPU's
   * minimum): sm_75's own 6.3 lacks instructions sm_75 has and libspirv
   * uses, such as tanh.approx and ex2.approx.f16. */
  return LLVMCreateTargetMachine(target, DEVICE_TRIPLE, cpu, "+ptx70", levels[opt_level],
                                 LLVMRelocDefault, LLVMCodeModelDefault);
}

/* PTX names allow [A-Za-z0-9_$]. LLVM 19 renames module-local globals such
 * as "__func__.k" for the code but not in the debug info it emits with -g,
 * which ptxas then rejects; renaming them first keeps both in step. */
static void give_valid_ptx_names(LLVMModuleRef module) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g)) {
    LLVMLinkage linkage = LLVMGetLinkage(g);
    if (linkage != LLVMPrivateLinkage && linkage != LLVMInternalLinkage)
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    if (strcspn(name, ".-@") == len)
      continue;
    char valid[1024];
    size_t out = 0;
    for (size_t i = 0; i < len && out + 4 < sizeof valid; i++) {
      if (strchr(".-@", name[i])) {
        memcpy(valid + out, "_$_", 3);
        out += 3;
      } else {
        valid[out++] = name[i];
      }
    }
    LLVMSetValueName2(g, valid, out);
  }
}

/* The optimiser makes small conditional blocks of double code
 * (libdevice's sin, cos, sinpi...) into selects of two computed values,
 * and nested joins of two where a constant op moved into a phi (cos's
 * quadrant + 1); nvcc keeps the blocks, which ptxas predicates, and one
 * join. And a work-group reduction's result, used under a test such as
 * `if (id == 0)`, is computed where it is used rather than in every
 * work-item before the join (nvptx_passes/README.md). */
static bool shape_branches(LLVMModuleRef module, const char *input) {
  static const char passes[] = "select-to-predication,merge-nested-joins,sink-to-guarded-use";
  char *message = NULL;
  if (sycl_nvptx_run_passes(module, passes, &message) == 0)
    return true;
  diag_error("%s: %s", input, message ? message : "the late passes failed");
  LLVMDisposeMessage(message);
  return false;
}


/* "sm_90a" -> 90. */
static unsigned machine_sm(LLVMTargetMachineRef machine) {
  char *cpu = LLVMGetTargetMachineCPU(machine);
  unsigned sm = (unsigned)strtoul(cpu + 3, NULL, 10);
  LLVMDisposeMessage(cpu);
  return sm;
}

/* LLVM's PTX, its loop back edges made conditional (ptx_branches.h). */
static bool write_ptx(LLVMMemoryBufferRef ptx, const struct work_files *wf, const char *ptx_path,
                      unsigned *inverted) {
  size_t len;
  char *text = invert_branches_over_jumps(LLVMGetBufferStart(ptx), LLVMGetBufferSize(ptx), &len,
                                          inverted);
  if (!text) {
    diag_error("out of memory");
    return false;
  }
  bool written = write_whole_file(wf, ptx_path, text, len);
  free(text);
  return written;
}

bool emit_ptx(LLVMModuleRef module, LLVMTargetMachineRef machine, const struct work_files *wf,
              const char *ptx_path, const char *input) {
  double start = diag_now();
  give_valid_ptx_names(module);
  work_around_nvptx_isel(module);
  if (!shape_branches(module, input))
    return false;
  /* Last, so that nothing after it makes an fmul or fadd. */
  unsigned rounded = keep_uncontracted_rounding(module, machine_sm(machine));
  char *message = NULL;
  LLVMSetDataLayout(module, "");
  LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(machine);
  LLVMSetModuleDataLayout(module, layout);
  LLVMDisposeTargetData(layout);
  LLVMMemoryBufferRef ptx = NULL;
  if (LLVMTargetMachineEmitToMemoryBuffer(machine, module, LLVMAssemblyFile, &message, &ptx)) {
    diag_error("%s: PTX generation failed: %s", input, message);
    LLVMDisposeMessage(message);
    return false;
  }
  unsigned inverted;
  bool written = write_ptx(ptx, wf, ptx_path, &inverted);
  LLVMDisposeMemoryBuffer(ptx);
  if (!written)
    return false;
  char *cpu = LLVMGetTargetMachineCPU(machine);
  char what[PATH_MAX + 160];
  snprintf(what, sizeof what,
           "llc -mcpu=%s %s -o %s; %u uncontracted kept .rn, %u branch%s over a jump inverted",
           cpu, llvm_codegen_options(), ptx_path, rounded, inverted, inverted == 1 ? "" : "es");
  LLVMDisposeMessage(cpu);
  diag_step("ptx", what, start);
  return true;
}

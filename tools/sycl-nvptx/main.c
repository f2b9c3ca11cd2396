/* sycl-nvptx: SYCL device code to PTX, cubin or fatbin for NVIDIA GPUs; with
 * -o DIR/, every SPIR-V image of SYCL binaries, each on its own (image_jobs.c).
 * front end -> link libspirv -> internalise -> link libdevice if still
 * called -> NVPTX passes -> required work-group sizes -> per arch: optimise
 * (then fold those sizes) -> PTX (LLVM; uncontracted FP kept .rn, branches
 * over jumps inverted) -> cubin (ptxas) -> fatbin (fatbinary). */
#include "assemble.h"
#include "assert_mode.h"
#include "codegen.h"
#include "diag.h"
#include "frontend.h"
#include "image_jobs.h"
#include "link.h"
#include "llvm_options.h"
#include "optimize.h"
#include "precompile.h"
#include "options.h"
#include "toolchain.h"
#include "work_files.h"
#include "work_group_size.h"

#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct compilation {
  const struct driver_options *opts;
  struct toolchain tc;
  struct work_files wf;
  LLVMContextRef ctx;
  LLVMModuleRef module;
  LLVMTargetMachineRef machine; /* for the first arch; the optimiser's target */
};

/* Through memory and write_whole_file: LLVM's own file writers turn a full
 * disk into a fatal error after the damage is done. */
static bool write_module(const struct work_files *wf, LLVMModuleRef module, const char *path,
                         bool textual) {
  if (textual) {
    char *text = LLVMPrintModuleToString(module);
    bool ok = write_whole_file(wf, path, text, strlen(text));
    LLVMDisposeMessage(text);
    return ok;
  }
  LLVMMemoryBufferRef bitcode = LLVMWriteBitcodeToMemoryBuffer(module);
  bool ok = write_whole_file(wf, path, LLVMGetBufferStart(bitcode), LLVMGetBufferSize(bitcode));
  LLVMDisposeMemoryBuffer(bitcode);
  return ok;
}

/* With --save-temps, the module after each in-process step. */
static bool save_step(const struct compilation *c, LLVMModuleRef module, const char *suffix) {
  if (!c->opts->save_temps)
    return true;
  char path[PATH_MAX];
  work_file_path(&c->wf, suffix, path, sizeof path);
  return write_module(&c->wf, module, path, false);
}

/* Internalises all but the kernels and drops what they do not use. */
static bool keep_only_used(struct compilation *c) {
  internalize_non_kernels(c->module);
  hide_library_globals(c->module);
  if (!drop_unused(c->module, c->machine, c->opts->inputs[0]))
    return false;
  expose_library_globals(c->module);
  return true;
}

static bool build_module(struct compilation *c) {
  const char *input = c->opts->inputs[0];
  c->module = frontend_run(c->ctx, c->opts, &c->tc, &c->wf);
  if (!c->module)
    return false;
  c->machine = create_target_machine(&c->opts->archs[0], c->opts->opt_level);
  bool linked_libdevice;
  if (!c->machine || !link_libspirv(c->module, &c->tc))
    return false;
  select_assert_mode(c->module, c->opts->recoverable_assert);
  /* Only what the kernels use decides on libdevice and reaches the passes. */
  if (!keep_only_used(c) || !link_libdevice(c->module, &c->tc, &linked_libdevice) ||
      (linked_libdevice && !keep_only_used(c)))
    return false;
  if (!save_step(c, c->module, "linked.bc") || !lower_sycl_kernels(c->module, !c->opts->global_offset_off, input))
    return false;
  require_work_group_sizes(c->module);
  if (!save_step(c, c->module, "lowered.bc"))
    return false;
  return check_unresolved(c->module, input);
}

/* Library code asks __nvvm_reflect("__CUDA_ARCH") which instructions it may
 * use (cp.async, mbarrier): the optimiser answers for its machine's GPU, so
 * each arch optimises its own copy of the module. The first arch's is the
 * one --save-temps keeps. */
static bool optimize_for_arch(const struct compilation *c, LLVMModuleRef module,
                              LLVMTargetMachineRef machine, bool first) {
  return optimize_module(module, machine, c->opts->opt_level, c->opts->inputs[0]) &&
         fold_work_group_sizes(module, machine, c->opts->opt_level, c->opts->inputs[0]) &&
         (!first || save_step(c, module, "opt.bc"));
}

/* PTX, and SASS where asked, for every arch; the last arch uses the module
 * itself, the others a copy, since optimisation and code generation change
 * the IR. */
static bool build_images(struct compilation *c, struct fatbin_image *images, int *count) {
  const struct driver_options *opts = c->opts;
  *count = 0;
  for (int i = 0; i < opts->arch_count; i++) {
    const struct gpu_arch *arch = &opts->archs[i];
    char name[16], suffix[32];
    gpu_arch_name(arch, name, sizeof name);
    LLVMTargetMachineRef machine = i == 0 ? c->machine
                                          : create_target_machine(arch, opts->opt_level);
    LLVMModuleRef module = i + 1 < opts->arch_count ? LLVMCloneModule(c->module) : c->module;
    struct fatbin_image *ptx = &images[(*count)++];
    *ptx = (struct fatbin_image){.arch = *arch, .is_ptx = true};
    if (opts->output_kind == OUTPUT_PTX) {
      snprintf(ptx->path, sizeof ptx->path, "%s", c->wf.partial_output);
    } else {
      snprintf(suffix, sizeof suffix, "%s.ptx", name);
      work_file_path(&c->wf, suffix, ptx->path, sizeof ptx->path);
    }
    bool ok = machine && optimize_for_arch(c, module, machine, i == 0) &&
              emit_ptx(module, machine, &c->wf, ptx->path, opts->inputs[0]);
    if (module != c->module)
      LLVMDisposeModule(module);
    if (machine && machine != c->machine)
      LLVMDisposeTargetMachine(machine);
    if (!ok)
      return false;
    if (!arch->sass || opts->output_kind == OUTPUT_PTX)
      continue;
    struct fatbin_image *cubin = &images[(*count)++];
    *cubin = (struct fatbin_image){.arch = *arch};
    if (opts->output_kind == OUTPUT_CUBIN) {
      snprintf(cubin->path, sizeof cubin->path, "%s", c->wf.partial_output);
    } else {
      snprintf(suffix, sizeof suffix, "%s.cubin", name);
      work_file_path(&c->wf, suffix, cubin->path, sizeof cubin->path);
    }
    if (!run_ptxas(&c->tc, opts, arch, ptx->path, cubin->path))
      return false;
  }
  return true;
}

static bool compile(struct compilation *c) {
  const struct driver_options *opts = c->opts;
  if (!build_module(c))
    return false;
  if (opts->output_kind == OUTPUT_BC || opts->output_kind == OUTPUT_LL)
    return optimize_for_arch(c, c->module, c->machine, true) &&
           verify_module(c->module, opts->inputs[0], "optimize") &&
           write_module(&c->wf, c->module, c->wf.partial_output,
                        opts->output_kind == OUTPUT_LL);
  struct fatbin_image images[2 * MAX_ARCHS];
  int count;
  if (!build_images(c, images, &count))
    return false;
  if (opts->output_kind == OUTPUT_FATBIN)
    return run_fatbinary(&c->tc, opts, images, count, c->wf.partial_output);
  return true;
}

/* The run in progress, for the fatal-error handler. */
static struct compilation *active;

/* LLVM's fatal errors (a backend that cannot select an instruction, say)
 * would abort with a stack dump and leave the partial output behind. */
static void on_llvm_fatal_error(const char *reason) {
  char first_line[512];
  snprintf(first_line, sizeof first_line, "%s", reason);
  first_line[strcspn(first_line, "\n")] = '\0';
  diag_error("%s: LLVM could not compile the device code: %s (--save-temps keeps the IR)",
             active->opts->inputs[0], first_line);
  work_files_close(&active->wf);
  _exit(1);
}

/* The inputs to one output file. */
static bool compile_inputs(const struct driver_options *opts) {
  struct compilation c = {.opts = opts};
  if (!toolchain_locate(opts, &c.tc) ||
      !work_files_open(&c.wf, opts->inputs[0], opts->output, opts->save_temps))
    return false;
  active = &c;
  LLVMInstallFatalErrorHandler(on_llvm_fatal_error);
  /* Past a file size limit (ulimit -f) a write fails with EFBIG and the
   * error path cleans up, instead of the signal killing the driver. */
  signal(SIGXFSZ, SIG_IGN);
  c.ctx = LLVMContextCreate();
  diag_capture_llvm(c.ctx);
  bool ok = compile(&c) && work_files_commit(&c.wf);
  if (c.module)
    LLVMDisposeModule(c.module);
  if (c.machine)
    LLVMDisposeTargetMachine(c.machine);
  LLVMContextDispose(c.ctx);
  work_files_close(&c.wf);
  return ok;
}

int main(int argc, char **argv) {
  struct driver_options opts;
  bool exit_now;
  if (!options_parse(argc, argv, &opts, &exit_now))
    return 1;
  if (exit_now)
    return 0;
  diag_set_verbose(opts.verbose);
  set_llvm_options(opts.opt_level);
  bool ok = opts.precompile      ? precompile_sycl_binaries(&opts, compile_inputs)
            : opts.output_folder ? compile_sycl_binaries(&opts, compile_inputs)
                                 : compile_inputs(&opts);
  return ok ? 0 : 1;
}

/* libclc-remangler: renames the Itanium-mangled functions of a builtin
 * library (libspirv) for one host ABI; see README.md. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include "bitcode_io.h"
#include "options.h"
#include "remangle_module.h"

enum { ERROR_SIZE = 1024 };

static int fail(const struct remangler_options *options, const char *subject,
                const char *problem) {
  fprintf(stderr, "libclc-remangler: %s: %s\n", subject, problem);
  /* A stale output from an earlier run must not pass for this one's. */
  if (options->output_path && strcmp(options->output_path, "-") != 0)
    unlink(options->output_path);
  return 1;
}

static int run_round_trip_check(const struct remangler_options *options,
                                LLVMModuleRef module) {
  size_t checked;
  size_t failures = check_module_round_trip(module, stderr, &checked);
  if (failures) {
    fprintf(stderr, "libclc-remangler: %s: %zu of %zu names do not print back to themselves\n",
            options->input_path, failures, checked);
    return 1;
  }
  if (options->verbose)
    fprintf(stderr, "libclc-remangler: %s: all %zu names print back to themselves\n",
            options->input_path, checked);
  return 0;
}

static int run_remangle(const struct remangler_options *options, LLVMModuleRef module) {
  struct remangle_counts counts;
  FILE *log = options->verbose ? stderr : NULL;
  remangle_module(module, &options->variant, log, &counts);
  if (log)
    fprintf(log,
            "libclc-remangler: %zu renamed, %zu entry points added, %zu without a target, "
            "%zu names not parsed\n",
            counts.renamed, counts.entry_points, counts.missing_targets, counts.unparsed);
  char error[ERROR_SIZE];
  if (!write_module(module, options->output_path, options->textual_output, error,
                    sizeof error))
    return fail(options, options->output_path, error);
  return 0;
}

int main(int argc, char **argv) {
  struct remangler_options options;
  char error[ERROR_SIZE];
  switch (parse_remangler_options(argc, argv, &options, error, sizeof error)) {
  case OPTIONS_HELP:
    print_remangler_usage(stdout);
    return 0;
  case OPTIONS_ERROR:
    fprintf(stderr, "libclc-remangler: %s (see --help)\n", error);
    return 1;
  case OPTIONS_RUN:
    break;
  }
  /* Past a file size limit (ulimit -f) a write fails with EFBIG and the
   * error path removes the temporary file, instead of the signal killing us. */
  signal(SIGXFSZ, SIG_IGN);
  LLVMContextRef context = LLVMContextCreate();
  LLVMModuleRef module = read_bitcode_module(context, options.input_path, error, sizeof error);
  int status;
  if (!module)
    status = fail(&options, options.input_path, error);
  else if (options.round_trip_check)
    status = run_round_trip_check(&options, module);
  else
    status = run_remangle(&options, module);
  if (module)
    LLVMDisposeModule(module);
  LLVMContextDispose(context);
  return status;
}

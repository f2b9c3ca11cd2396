#include "diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static bool verbose_enabled;
static char llvm_error[1024];

void diag_error(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  fputs("sycl-nvptx: error: ", stderr);
  vfprintf(stderr, fmt, args);
  fputc('\n', stderr);
  va_end(args);
}

static void keep_llvm_error(LLVMDiagnosticInfoRef info, void *unused) {
  (void)unused;
  if (LLVMGetDiagInfoSeverity(info) != LLVMDSError)
    return;
  char *text = LLVMGetDiagInfoDescription(info);
  snprintf(llvm_error, sizeof llvm_error, "%s", text);
  LLVMDisposeMessage(text);
}

void diag_capture_llvm(LLVMContextRef ctx) {
  LLVMContextSetDiagnosticHandler(ctx, keep_llvm_error, NULL);
}

const char *diag_take_llvm_error(void) {
  static char taken[sizeof llvm_error];
  memcpy(taken, llvm_error, sizeof taken);
  llvm_error[0] = '\0';
  return taken;
}

void diag_set_verbose(bool verbose) { verbose_enabled = verbose; }

bool diag_verbose(void) { return verbose_enabled; }

double diag_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void diag_step(const char *step, const char *what, double start) {
  if (verbose_enabled)
    fprintf(stderr, "sycl-nvptx: %s: %s [%.1f ms]\n", step, what,
            (diag_now() - start) * 1e3);
}

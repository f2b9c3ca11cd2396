/* Messages on stderr, all prefixed with the tool's name, and step timing. */
#ifndef SYCL_NVPTX_DIAG_H
#define SYCL_NVPTX_DIAG_H

#include <stdbool.h>

void diag_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void diag_set_verbose(bool verbose);
bool diag_verbose(void);

#include <llvm-c/Core.h>

/* Keeps LLVM's error diagnostics (a bad bitcode file, a failed link) for the
 * driver's own message instead of letting LLVM print them and exit. */
void diag_capture_llvm(LLVMContextRef ctx);
/* The last LLVM error captured, or "" if none; reading clears it. */
const char *diag_take_llvm_error(void);

/* Seconds on a monotonic clock, for -v step times. */
double diag_now(void);
/* With -v: "sycl-nvptx: <step>: <what> [<ms> ms]", timed from start. */
void diag_step(const char *step, const char *what, double start);

#endif

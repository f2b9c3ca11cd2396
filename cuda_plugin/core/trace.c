#include "trace.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "errors.h"

bool pi_trace_enabled(void) {
  /* -1: not read yet. The environment is read once; a race only reads it twice. */
  static atomic_int state = -1;
  int s = atomic_load_explicit(&state, memory_order_relaxed);
  if (s < 0) {
    const char *v = getenv(PI_TRACE_ENV);
    s = v && *v && *v != '0';
    atomic_store_explicit(&state, s, memory_order_relaxed);
  }
  return s != 0;
}

void pi_trace_line(const char *fmt, ...) {
  char line[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  fprintf(stderr, "pi_cuda: %s\n", line);
}

void pi_trace_call(const char *function, pi_result result, const char *fmt, ...) {
  char args[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(args, sizeof args, fmt, ap);
  va_end(ap);
  fprintf(stderr, "pi_cuda: %s(%s) -> %s\n", function, args, pi_result_name(result));
}

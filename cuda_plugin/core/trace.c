#include "trace.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "face_hooks.h"

bool trace_enabled(void) {
  /* -1: not read yet. The environment is read once; a race only reads it twice. */
  static atomic_int state = -1;
  int s = atomic_load_explicit(&state, memory_order_relaxed);
  if (s < 0) {
    const char *v = getenv(CORE_TRACE_ENV);
    s = v && *v && *v != '0';
    atomic_store_explicit(&state, s, memory_order_relaxed);
  }
  return s != 0;
}

void trace_line(const char *fmt, ...) {
  char line[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  fprintf(stderr, "%s: %s\n", face_name, line);
}

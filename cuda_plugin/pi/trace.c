#include <stdarg.h>
#include <stdio.h>

#include "face.h"
#include "face_hooks.h"

void pi_trace_call(const char *function, pi_result result, const char *fmt, ...) {
  char args[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(args, sizeof args, fmt, ap);
  va_end(ap);
  fprintf(stderr, "%s: %s(%s) -> %s\n", face_name, function, args, pi_result_name(result));
}

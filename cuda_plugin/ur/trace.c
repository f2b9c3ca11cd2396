#include <stdarg.h>
#include <stdio.h>

#include "face.h"
#include "face_hooks.h"

void ur_trace_call(const char *function, ur_result_t result, const char *fmt, ...) {
  char args[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(args, sizeof args, fmt, ap);
  va_end(ap);
  fprintf(stderr, "%s: %s(%s) -> %s\n", face_name, function, args, ur_result_name(result));
}

ur_result_t ur_face_unsupported(const char *function) {
  if (trace_enabled())
    fprintf(stderr, "%s: %s() -> UR_RESULT_ERROR_UNSUPPORTED_FEATURE (not in this adapter)\n",
            face_name, function);
  return UR_RESULT_ERROR_UNSUPPORTED_FEATURE;
}

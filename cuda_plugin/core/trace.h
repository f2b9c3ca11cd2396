/* Call trace on stderr: every entry point's arguments and result when
 * SYCL_NVPTX_PI_TRACE is set to a non-zero value. */
#ifndef PI_CUDA_TRACE_H
#define PI_CUDA_TRACE_H

#include <stdbool.h>

#include "pi.h"

#define PI_TRACE_ENV "SYCL_NVPTX_PI_TRACE"

bool pi_trace_enabled(void);
void pi_trace_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void pi_trace_call(const char *function, pi_result result, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Each exported entry point is `return`-ed through this: it runs the
 * implementation once, then traces the call with its arguments. */
#define PI_TRACED(expr, ...)                                                   \
  do {                                                                         \
    pi_result traced_result_ = (expr);                                         \
    if (pi_trace_enabled())                                                    \
      pi_trace_call(__func__, traced_result_, __VA_ARGS__);                    \
    return traced_result_;                                                     \
  } while (0)

#endif

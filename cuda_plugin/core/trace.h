/* Call trace on stderr: every entry point's arguments and result, and each
 * failure's message, when SYCL_NVPTX_PI_TRACE is set to a non-zero value.
 * The face names the results and prefixes the lines (face_hooks.h). */
#ifndef CUDA_CORE_TRACE_H
#define CUDA_CORE_TRACE_H

#include <stdbool.h>

#define CORE_TRACE_ENV "SYCL_NVPTX_PI_TRACE"

bool trace_enabled(void);
void trace_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif

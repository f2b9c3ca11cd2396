/* The info queries a SYCL runtime makes, read from our plugin's trace
 * (SYCL_NVPTX_PI_TRACE=1): stderr is tapped through a pipe; trace lines of
 * *Info calls are tallied by function, parameter id and result, and every
 * other line goes on to the real stderr at once. */
#ifndef QUERY_AUDIT_H
#define QUERY_AUDIT_H

#include <stdbool.h>
#include <stddef.h>

/* Sets SYCL_NVPTX_PI_TRACE=1 and starts the tap; call before the plugin loads. */
bool query_audit_start(void);
/* Restores stderr, waits for the tap, and prints the tally: one line per
 * function and result with its parameter ids. */
void query_audit_finish(void);
/* Whether a non-trace stderr line containing `text` has passed the tap
 * since the last call (the recoverable assert's message); clears it. */
bool query_audit_saw(const char *text, char *line, size_t line_size);

#endif

/* What a stretch of the test prints on stdout and stderr, from the process
 * itself or a library in it (CUDA prints a native assert on stdout, our
 * adapter a recoverable one on stderr), through a temporary file. */
#ifndef OUTPUT_CAPTURE_H
#define OUTPUT_CAPTURE_H

#include <stdbool.h>

struct output_capture {
  int file, saved_out, saved_err;
};

/* From here stdout and stderr go to the capture; false if that failed. */
bool output_capture_begin(struct output_capture *c);
/* Restores stdout and stderr and returns what was captured (malloc'd),
 * echoing it to stdout so the log keeps it. */
char *output_capture_end(struct output_capture *c);
/* How often `needle` occurs in `text`. */
int output_count(const char *text, const char *needle);

#endif

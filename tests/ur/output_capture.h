/* What a stretch of the test prints on stdout and on stderr, from the
 * process itself or a library in it (CUDA prints a native assert on stdout,
 * our adapter a recoverable one on stderr), each through a temporary file. */
#ifndef OUTPUT_CAPTURE_H
#define OUTPUT_CAPTURE_H

#include <stdbool.h>

struct output_capture {
  int file[2], saved[2]; /* [0] stdout, [1] stderr */
};

/* From here stdout and stderr go to the capture; false if that failed. */
bool output_capture_begin(struct output_capture *c);
/* Restores stdout and stderr and gives what each got (malloc'd), echoing
 * both to stdout so the log keeps them. */
void output_capture_end(struct output_capture *c, char **out, char **err);
/* How often `needle` occurs in `text`. */
int output_count(const char *text, const char *needle);

#endif

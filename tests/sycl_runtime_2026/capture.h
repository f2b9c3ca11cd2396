/* What a stretch of code writes to one file descriptor (stdout or stderr:
 * the CUDA driver's native assert line, the adapter's recoverable assert
 * message), kept in a temporary file and then written on through, so the
 * log still shows it. */
#ifndef CAPTURE_H
#define CAPTURE_H

struct capture {
  int fd, saved, file;
};

/* Starts capturing fd; false if it cannot (then nothing is captured). */
_Bool capture_start(struct capture *c, int fd);
/* Restores fd, writes the captured text to it and returns that text
 * (malloc'd, NUL-terminated; "" when nothing was captured). */
char *capture_finish(struct capture *c);
/* How many times needle occurs in haystack. */
int capture_count(const char *haystack, const char *needle);

#endif

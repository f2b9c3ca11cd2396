#include "output_capture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool output_capture_begin(struct output_capture *c) {
  char path[] = "/tmp/ur_gpu_test_output_XXXXXX";
  c->file = mkstemp(path);
  if (c->file < 0)
    return false;
  unlink(path);
  fflush(stdout);
  fflush(stderr);
  c->saved_out = dup(STDOUT_FILENO);
  c->saved_err = dup(STDERR_FILENO);
  return c->saved_out >= 0 && c->saved_err >= 0 && dup2(c->file, STDOUT_FILENO) >= 0 &&
         dup2(c->file, STDERR_FILENO) >= 0;
}

char *output_capture_end(struct output_capture *c) {
  fflush(stdout);
  fflush(stderr);
  dup2(c->saved_out, STDOUT_FILENO);
  dup2(c->saved_err, STDERR_FILENO);
  close(c->saved_out);
  close(c->saved_err);
  off_t size = lseek(c->file, 0, SEEK_END);
  char *text = calloc(size > 0 ? (size_t)size + 1 : 1, 1);
  if (!text) {
    perror("output_capture_end");
    exit(1);
  }
  if (size > 0 && pread(c->file, text, (size_t)size, 0) != size)
    text[0] = '\0';
  close(c->file);
  size_t length = strlen(text);
  printf("  output: %s%s", length ? text : "(none)",
         length && text[length - 1] == '\n' ? "" : "\n");
  return text;
}

int output_count(const char *text, const char *needle) {
  int count = 0;
  for (const char *at = strstr(text, needle); at; at = strstr(at + 1, needle))
    count++;
  return count;
}

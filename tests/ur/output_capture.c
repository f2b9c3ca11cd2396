#include "output_capture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const int streams[2] = {STDOUT_FILENO, STDERR_FILENO};

bool output_capture_begin(struct output_capture *c) {
  fflush(stdout);
  fflush(stderr);
  for (int i = 0; i < 2; i++) {
    char path[] = "/tmp/ur_gpu_test_output_XXXXXX";
    c->file[i] = mkstemp(path);
    if (c->file[i] < 0)
      return false;
    unlink(path);
    c->saved[i] = dup(streams[i]);
    if (c->saved[i] < 0 || dup2(c->file[i], streams[i]) < 0)
      return false;
  }
  return true;
}

static char *read_back(int file) {
  off_t size = lseek(file, 0, SEEK_END);
  char *text = calloc(size > 0 ? (size_t)size + 1 : 1, 1);
  if (!text) {
    perror("output_capture_end");
    exit(1);
  }
  if (size > 0 && pread(file, text, (size_t)size, 0) != size)
    text[0] = '\0';
  close(file);
  return text;
}

void output_capture_end(struct output_capture *c, char **out, char **err) {
  fflush(stdout);
  fflush(stderr);
  char **texts[2] = {out, err};
  for (int i = 0; i < 2; i++) {
    dup2(c->saved[i], streams[i]);
    close(c->saved[i]);
    *texts[i] = read_back(c->file[i]);
    size_t length = strlen(*texts[i]);
    printf("  %s: %s%s", i ? "stderr" : "stdout", length ? *texts[i] : "(nothing)",
           length && (*texts[i])[length - 1] == '\n' ? "" : "\n");
  }
}

int output_count(const char *text, const char *needle) {
  int count = 0;
  for (const char *at = strstr(text, needle); at; at = strstr(at + 1, needle))
    count++;
  return count;
}

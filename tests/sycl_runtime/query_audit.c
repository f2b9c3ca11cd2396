#include "query_audit.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAX_QUERIES = 512, MAX_SEEN = 8 };

struct query {
  char function[40];
  unsigned param;
  char result[48];
  unsigned count;
};

static struct {
  int real_stderr, pipe_write;
  FILE *pipe_read;
  pthread_t reader;
  pthread_mutex_t lock;
  struct query queries[MAX_QUERIES];
  size_t count;
  char seen[MAX_SEEN][512];
  size_t seen_count;
} tap = {.real_stderr = -1, .lock = PTHREAD_MUTEX_INITIALIZER};

/* "pi_cuda: piDeviceGetInfo(device=0x.., param=0x1000, ...) -> PI_SUCCESS" */
static void tally(const char *line) {
  const char *name = line + strlen("pi_cuda: ");
  const char *open = strchr(name, '(');
  const char *param = strstr(name, "param=0x");
  const char *arrow = strstr(name, ") -> ");
  if (!open || !param || !arrow || open - name < 5 || strncmp(open - 4, "Info", 4) != 0)
    return;
  struct query q = {.param = (unsigned)strtoul(param + 8, NULL, 16), .count = 1};
  snprintf(q.function, sizeof q.function, "%.*s", (int)(open - name), name);
  snprintf(q.result, sizeof q.result, "%.*s", (int)strcspn(arrow + 5, "\n"), arrow + 5);
  pthread_mutex_lock(&tap.lock);
  size_t i = 0;
  while (i < tap.count && !(tap.queries[i].param == q.param &&
                            strcmp(tap.queries[i].function, q.function) == 0 &&
                            strcmp(tap.queries[i].result, q.result) == 0))
    ++i;
  if (i < tap.count)
    tap.queries[i].count++;
  else if (tap.count < MAX_QUERIES)
    tap.queries[tap.count++] = q;
  pthread_mutex_unlock(&tap.lock);
}

static void *read_stderr(void *unused) {
  (void)unused;
  char line[4096];
  while (fgets(line, sizeof line, tap.pipe_read)) {
    bool trace = strncmp(line, "pi_cuda: ", 9) == 0 && strstr(line, "  error: ") == NULL;
    if (trace) {
      tally(line);
      continue;
    }
    if (write(tap.real_stderr, line, strlen(line)) < 0)
      break;
    pthread_mutex_lock(&tap.lock);
    if (tap.seen_count == MAX_SEEN) /* keep the latest lines */
      memmove(tap.seen[0], tap.seen[1], sizeof tap.seen - sizeof tap.seen[0]);
    else
      tap.seen_count++;
    snprintf(tap.seen[tap.seen_count - 1], sizeof tap.seen[0], "%.511s", line);
    pthread_mutex_unlock(&tap.lock);
  }
  return NULL;
}

/* A crash (an uncaught C++ exception aborts) must not lose what it wrote:
 * stderr goes back to the terminal and the pipe's unread bytes follow. */
static void drain_on_crash(int signal_number) {
  dup2(tap.real_stderr, STDERR_FILENO);
  fcntl(fileno(tap.pipe_read), F_SETFL, O_NONBLOCK);
  char buffer[4096];
  ssize_t n;
  while ((n = read(fileno(tap.pipe_read), buffer, sizeof buffer)) > 0)
    if (write(STDERR_FILENO, buffer, (size_t)n) < 0)
      break;
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

bool query_audit_start(void) {
  int fds[2];
  setenv("SYCL_NVPTX_PI_TRACE", "1", 1);
  if (pipe(fds) != 0 || (tap.real_stderr = dup(STDERR_FILENO)) < 0 ||
      dup2(fds[1], STDERR_FILENO) < 0 || !(tap.pipe_read = fdopen(fds[0], "r")))
    return false;
  tap.pipe_write = fds[1];
  setvbuf(stderr, NULL, _IOLBF, 0);
  signal(SIGABRT, drain_on_crash);
  signal(SIGSEGV, drain_on_crash);
  return pthread_create(&tap.reader, NULL, read_stderr, NULL) == 0;
}

bool query_audit_saw(const char *text, char *line, size_t line_size) {
  fflush(stderr);
  usleep(100 * 1000); /* let the tap read what was just written */
  bool found = false;
  pthread_mutex_lock(&tap.lock);
  for (size_t i = 0; i < tap.seen_count && !found; ++i)
    if (strstr(tap.seen[i], text)) {
      snprintf(line, line_size, "%.*s", (int)strcspn(tap.seen[i], "\n"), tap.seen[i]);
      found = true;
    }
  tap.seen_count = 0;
  pthread_mutex_unlock(&tap.lock);
  return found;
}

static int by_function_result_param(const void *a, const void *b) {
  const struct query *x = a, *y = b;
  int c = strcmp(x->function, y->function);
  if (!c)
    c = strcmp(x->result, y->result);
  return c ? c : (x->param > y->param) - (x->param < y->param);
}

void query_audit_finish(void) {
  if (tap.real_stderr < 0)
    return;
  fflush(stderr);
  signal(SIGABRT, SIG_DFL);
  signal(SIGSEGV, SIG_DFL);
  dup2(tap.real_stderr, STDERR_FILENO);
  close(tap.pipe_write);
  pthread_join(tap.reader, NULL);
  qsort(tap.queries, tap.count, sizeof *tap.queries, by_function_result_param);
  if (tap.count)
    printf("info queries the runtime made (function, result: parameter ids):\n");
  for (size_t i = 0; i < tap.count;) {
    size_t j = i;
    int width = printf("  %s %s:", tap.queries[i].function, tap.queries[i].result);
    for (; j < tap.count && strcmp(tap.queries[j].function, tap.queries[i].function) == 0 &&
           strcmp(tap.queries[j].result, tap.queries[i].result) == 0;
         ++j) {
      if (width > 96)
        width = printf("\n   ");
      width += printf(" 0x%x", tap.queries[j].param);
    }
    printf("\n");
    i = j;
  }
}

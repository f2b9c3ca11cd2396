#include "process.h"

#include "diag.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* A corrupt SPIR-V module can make the translator allocate without bound or
 * loop: far more than any real module needs, far less than the machine has.
 * The wall-clock limit also catches a loop that sleeps or waits (the fuzzer
 * found mutants that loop); SYCL_NVPTX_CONTAINED_SECONDS lowers it for tests. */
static const rlim_t contained_memory_bytes = (rlim_t)4 << 30, contained_cpu_seconds = 300;
static const unsigned contained_wall_seconds_default = 300;

static unsigned contained_wall_seconds(void) {
  const char *text = getenv("SYCL_NVPTX_CONTAINED_SECONDS");
  char *end;
  unsigned long seconds = text ? strtoul(text, &end, 10) : 0;
  return text && *end == '\0' && seconds > 0 && seconds < contained_wall_seconds_default
             ? (unsigned)seconds
             : contained_wall_seconds_default;
}

static void join_command(char *const argv[], char *buf, size_t size) {
  size_t used = 0;
  buf[0] = '\0';
  for (int i = 0; argv[i] && used < size; i++)
    used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? " " : "", argv[i]);
}

static bool wait_for(pid_t pid, const char *input, const char *tool, int *status) {
  while (waitpid(pid, status, 0) < 0) {
    if (errno != EINTR) {
      diag_error("%s: lost track of %s: %s", input, tool, strerror(errno));
      return false;
    }
  }
  return true;
}

/* What LLVM-based tools print when they crash, after the message if any. */
static bool is_crash_banner(const char *line) {
  return line[0] == '\0' || line[0] == ' ' || line[0] == '\t' || line[0] == '#' ||
         (line[0] >= '0' && line[0] <= '9') || strncmp(line, "PLEASE submit", 13) == 0 ||
         strncmp(line, "Stack dump:", 11) == 0;
}

/* The log's first line that says something, or "". */
static void first_log_line(const char *log_path, char *line, size_t size) {
  FILE *log = log_path ? fopen(log_path, "r") : NULL;
  bool found = false;
  while (log && !found && fgets(line, (int)size, log)) {
    line[strcspn(line, "\r\n")] = '\0';
    found = !is_crash_banner(line);
  }
  if (!found)
    line[0] = '\0';
  if (log)
    fclose(log);
}

static bool report_status(const char *input, const char *tool, int status, const char *log_path,
                          unsigned wall_seconds) {
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return true;
  char what[96], line[512];
  if (WIFEXITED(status))
    snprintf(what, sizeof what, "failed (exit code %d)", WEXITSTATUS(status));
  else if (wall_seconds && WTERMSIG(status) == SIGALRM)
    snprintf(what, sizeof what, "was stopped after %u s of wall-clock time", wall_seconds);
  else if (WTERMSIG(status) == SIGXCPU)
    snprintf(what, sizeof what, "was stopped after %u s of CPU time", (unsigned)contained_cpu_seconds);
  else
    snprintf(what, sizeof what, "was killed by signal %d", WTERMSIG(status));
  first_log_line(log_path, line, sizeof line);
  diag_error("%s: %s %s%s%s", input, tool, what, line[0] ? ": " : "", line);
  return false;
}

bool process_run(const char *step, const char *input, char *const argv[]) {
  double start = diag_now();
  pid_t pid;
  int rc = posix_spawn(&pid, argv[0], NULL, NULL, argv, environ);
  if (rc != 0) {
    diag_error("%s: cannot run %s: %s", input, argv[0], strerror(rc));
    return false;
  }
  int status;
  if (!wait_for(pid, input, argv[0], &status))
    return false;
  char command[8192];
  join_command(argv, command, sizeof command);
  diag_step(step, command, start);
  return report_status(input, argv[0], status, NULL, 0);
}

/* In the child, between fork and exec: only async-signal-safe calls. */
static void exec_contained(char *const argv[], const char *log_path, unsigned wall_seconds) {
  int log = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (log < 0 || dup2(log, STDOUT_FILENO) < 0 || dup2(log, STDERR_FILENO) < 0)
    _exit(126);
  struct rlimit memory = {contained_memory_bytes, contained_memory_bytes};
  struct rlimit cpu = {contained_cpu_seconds, contained_cpu_seconds};
  setrlimit(RLIMIT_AS, &memory);
  setrlimit(RLIMIT_CPU, &cpu);
  alarm(wall_seconds); /* survives execve; SIGALRM's default action ends the tool */
  execve(argv[0], argv, environ);
  _exit(127);
}

bool process_run_contained(const char *step, const char *input, char *const argv[],
                           const char *log_path) {
  double start = diag_now();
  if (access(argv[0], X_OK) != 0) {
    diag_error("%s: cannot run %s: %s", input, argv[0], strerror(errno));
    return false;
  }
  unsigned wall_seconds = contained_wall_seconds();
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    diag_error("%s: cannot run %s: fork: %s", input, argv[0], strerror(errno));
    return false;
  }
  if (pid == 0)
    exec_contained(argv, log_path, wall_seconds);
  int status;
  if (!wait_for(pid, input, argv[0], &status))
    return false;
  char command[8192];
  join_command(argv, command, sizeof command);
  diag_step(step, command, start);
  return report_status(input, argv[0], status, log_path, wall_seconds);
}

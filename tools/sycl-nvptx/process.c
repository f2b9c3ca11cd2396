#include "process.h"

#include "diag.h"

#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

static void join_command(char *const argv[], char *buf, size_t size) {
  size_t used = 0;
  buf[0] = '\0';
  for (int i = 0; argv[i] && used < size; i++)
    used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? " " : "", argv[i]);
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
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      diag_error("%s: lost track of %s: %s", input, argv[0], strerror(errno));
      return false;
    }
  }
  char command[8192];
  join_command(argv, command, sizeof command);
  diag_step(step, command, start);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return true;
  if (WIFEXITED(status))
    diag_error("%s: %s failed (exit code %d)", input, argv[0], WEXITSTATUS(status));
  else
    diag_error("%s: %s was killed by signal %d", input, argv[0], WTERMSIG(status));
  return false;
}

#include "bitcode_probe.h"

#include <errno.h>
#include <fcntl.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void ignore_diagnostic(LLVMDiagnosticInfoRef info, void *unused) {
  (void)info;
  (void)unused;
}

/* In the child: parse, and say so on the pipe only if the reader returned.
 * Its crash report (LLVM's stack dump, a sanitizer's) is not for the user. */
static void probe_in_child(const char *data, size_t size, int done_fd) {
  int null_fd = open("/dev/null", O_WRONLY);
  if (null_fd >= 0)
    dup2(null_fd, STDERR_FILENO);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(ctx, ignore_diagnostic, NULL);
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(data, size, "probe", 0);
  LLVMModuleRef module = NULL;
  LLVMParseBitcodeInContext2(ctx, buf, &module);
  char done = 1;
  ssize_t written = write(done_fd, &done, 1);
  _exit(written == 1 ? 0 : 1);
}

bool bitcode_reader_survives(const char *data, size_t size, char *why, size_t why_size) {
  int fds[2];
  if (pipe(fds) != 0) {
    snprintf(why, why_size, "cannot check the bitcode: pipe: %s", strerror(errno));
    return false;
  }
  fflush(NULL); /* nothing buffered may be written twice */
  pid_t pid = fork();
  if (pid < 0) {
    snprintf(why, why_size, "cannot check the bitcode: fork: %s", strerror(errno));
    close(fds[0]);
    close(fds[1]);
    return false;
  }
  if (pid == 0) {
    close(fds[0]);
    probe_in_child(data, size, fds[1]);
  }
  close(fds[1]);
  char done = 0;
  ssize_t got;
  while ((got = read(fds[0], &done, 1)) < 0 && errno == EINTR)
    ;
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
    ;
  if (got == 1)
    return true;
  if (WIFSIGNALED(status))
    snprintf(why, why_size, "corrupt LLVM bitcode: LLVM's reader crashed on it (%s)",
             strsignal(WTERMSIG(status)));
  else
    snprintf(why, why_size, "corrupt LLVM bitcode: LLVM's reader crashed on it");
  return false;
}

/* Intel's UR loader of one release, made to load (UR_ADAPTERS_FORCE_LOAD)
 * our adapter built for another: the adapter says why it refuses on stderr
 * and the loader ends up with no adapter, where a silently accepted one
 * would crash later.
 * usage: ur_loader_refusal_test LIBUR_LOADER ADAPTER ADAPTER_RELEASE LOADER_RELEASE */
#include "ur_loader_client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s LIBUR_LOADER ADAPTER ADAPTER_RELEASE LOADER_RELEASE\n", argv[0]);
    return 2;
  }
  if (access(argv[1], R_OK) != 0) {
    printf("SKIPPED: no %s (tests/ur/make_ur_gpu_runtime.sh makes it)\n", argv[1]);
    return 77;
  }
  setenv("UR_ADAPTERS_FORCE_LOAD", argv[2], 1);
  struct ur_loader ur;
  if (!ur_loader_open(&ur, argv[1]))
    return 1;

  /* The adapter's stderr, into a file to read back. */
  char path[] = "/tmp/ur_loader_refusal_XXXXXX";
  int captured = mkstemp(path);
  int saved = dup(STDERR_FILENO);
  if (captured < 0 || saved < 0 || dup2(captured, STDERR_FILENO) < 0) {
    perror("ur_loader_refusal_test: capture stderr");
    return 1;
  }
  ur_result_t init = ur.urLoaderInit(0, NULL);
  uint32_t adapters = 99;
  ur_result_t get = ur.urAdapterGet(0, NULL, &adapters);
  fflush(stderr);
  dup2(saved, STDERR_FILENO);
  char said[4096] = "";
  ssize_t n = pread(captured, said, sizeof said - 1, 0);
  said[n > 0 ? n : 0] = '\0';
  close(captured);
  unlink(path);
  printf("stderr: %s\n", said);
  ur.urLoaderTearDown();

  char built_for[64], hosted_by[64];
  snprintf(built_for, sizeof built_for, "built for oneAPI %s", argv[3]);
  snprintf(hosted_by, sizeof hosted_by, "is oneAPI %s", argv[4]);
  /* With every adapter refused the 2026.2 loader answers UNINITIALIZED. */
  bool none = get == UR_RESULT_ERROR_UNINITIALIZED || (get == UR_RESULT_SUCCESS && adapters == 0);
  bool ok = init == UR_RESULT_SUCCESS && none && strstr(said, built_for) && strstr(said, hosted_by);
  printf("urLoaderInit -> %d, urAdapterGet -> %d: %s\n", (int)init, (int)get,
         ok ? "passed" : "FAILED (expected no adapter and the refusal line)");
  return ok ? 0 : 1;
}

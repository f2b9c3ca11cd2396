/* Our adapter loaded by a fake loader of another oneAPI release refuses
 * (UR_RESULT_ERROR_UNSUPPORTED_VERSION) and says why on stderr; loaded by
 * one of its own release it hands out its table.
 * usage: ur_host_release_test FAKE_LOADER.so ADAPTER.so ADAPTER_RELEASE LOADER_RELEASE */
#include <stdbool.h>

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unified-runtime/ur_ddi.h>
#include <unistd.h>

typedef ur_result_t (*get_table_fn)(const char *, ur_adapter_dditable_t *);

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s FAKE_LOADER.so ADAPTER.so ADAPTER_RELEASE LOADER_RELEASE\n", argv[0]);
    return 2;
  }
  const char *adapter_release = argv[3], *loader_release = argv[4];
  void *loader = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  get_table_fn get = loader ? (get_table_fn)dlsym(loader, "fake_loader_get_adapter_table") : NULL;
  if (!get) {
    printf("FAIL: cannot load %s: %s\n", argv[1], dlerror());
    return 1;
  }

  /* The adapter's stderr, into a file to read back. */
  char path[] = "/tmp/ur_host_release_XXXXXX";
  int captured = mkstemp(path);
  int saved = dup(STDERR_FILENO);
  if (captured < 0 || saved < 0 || dup2(captured, STDERR_FILENO) < 0) {
    perror("ur_host_release_test: capture stderr");
    return 1;
  }
  ur_adapter_dditable_t table;
  memset(&table, 0, sizeof table);
  ur_result_t r = get(argv[2], &table);
  fflush(stderr);
  dup2(saved, STDERR_FILENO);
  char said[4096] = "";
  ssize_t n = pread(captured, said, sizeof said - 1, 0);
  said[n > 0 ? n : 0] = '\0';
  close(captured);
  unlink(path);
  printf("adapter said: %s\n", said);

  bool same = strcmp(adapter_release, loader_release) == 0;
  char built_for[64], hosted_by[64];
  snprintf(built_for, sizeof built_for, "built for oneAPI %s", adapter_release);
  snprintf(hosted_by, sizeof hosted_by, "is oneAPI %s", loader_release);
  int failures = 0;
  if (same) {
    failures += r != UR_RESULT_SUCCESS || !table.pfnGet;
    failures += strstr(said, "not loading") != NULL;
  } else {
    failures += r != UR_RESULT_ERROR_UNSUPPORTED_VERSION || table.pfnGet;
    failures += !strstr(said, built_for) || !strstr(said, hosted_by);
  }
  printf("adapter of oneAPI %s under a loader of oneAPI %s: result %d, %s: %s\n", adapter_release,
         loader_release, (int)r, same ? "expected: accepted" : "expected: refused",
         failures ? "FAILED" : "passed");
  return failures != 0;
}

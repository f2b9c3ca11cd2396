#include "spirv_program.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "compile_cache.h"
#include "errors.h"
#include "trace.h"

extern char **environ;

enum { MAX_LOG = 64 * 1024 };

void spirv_program_arch(const int *cc_majors, const int *cc_minors, unsigned count, char arch[16]) {
  int oldest = 0;
  for (unsigned i = 0; i < count; ++i) {
    int cc = cc_majors[i] * 10 + cc_minors[i];
    if (i == 0 || cc < oldest)
      oldest = cc;
  }
  snprintf(arch, 16, "sm_%d", oldest);
}

/* Appends a formatted line to a malloc'd log. */
static void log_add(char **log, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void log_add(char **log, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *line = NULL;
  int n = vasprintf(&line, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  size_t old = *log ? strlen(*log) : 0;
  char *grown = realloc(*log, old + (size_t)n + 2);
  if (grown) {
    memcpy(grown + old, line, (size_t)n);
    grown[old + n] = '\n';
    grown[old + n + 1] = '\0';
    *log = grown;
  }
  free(line);
}

static bool executable(const char *path) { return access(path, X_OK) == 0; }

static bool on_path(const char *name, char *out, size_t size) {
  const char *path = getenv("PATH");
  for (const char *p = path; p && *p;) {
    const char *end = strchr(p, ':');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len > 0 && snprintf(out, size, "%.*s/%s", (int)len, p, name) < (int)size &&
        executable(out))
      return true;
    p = end ? end + 1 : NULL;
  }
  return false;
}

/* bin/sycl-nvptx of the install (or build) the plugin belongs to: the plugin
 * sits in lib/, the UR adapters of the build in lib/ur/<release>/. */
static bool beside_plugin(char *out, size_t size) {
  Dl_info info;
  if (!dladdr((void *)beside_plugin, &info) || !info.dli_fname)
    return false;
  char dir[PATH_MAX];
  if (!realpath(info.dli_fname, dir))
    return false;
  static const char *const up[] = {"/../bin/sycl-nvptx", "/../../../bin/sycl-nvptx"};
  char *slash = strrchr(dir, '/');
  if (!slash)
    return false;
  *slash = '\0';
  for (size_t i = 0; i < sizeof up / sizeof *up; ++i)
    if (snprintf(out, size, "%s%s", dir, up[i]) < (int)size && executable(out))
      return true;
  return false;
}

/* SYCL_NVPTX_DRIVER=off: the cache only, never a compile at run time. */
static bool find_driver(char *out, size_t size) {
  const char *env = getenv("SYCL_NVPTX_DRIVER");
  if (env && strcmp(env, "off") == 0)
    return false;
  if (env && *env)
    return snprintf(out, size, "%s", env) < (int)size;
  return on_path("sycl-nvptx", out, size) || beside_plugin(out, size);
}

static bool write_file(const char *path, const void *data, size_t size) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return false;
  bool ok = fwrite(data, 1, size, f) == size;
  return fclose(f) == 0 && ok;
}

/* The file's bytes, NUL-terminated; at most `limit` of them. */
static char *read_file(const char *path, size_t limit, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *data = NULL;
  size_t used = 0, cap = 0;
  for (;;) {
    if (used + 4096 + 1 > cap) {
      cap = cap ? cap * 2 : 65536;
      char *grown = realloc(data, cap);
      if (!grown)
        break;
      data = grown;
    }
    size_t n = fread(data + used, 1, cap - used - 1, f);
    used += n;
    if (n == 0 || used >= limit)
      break;
  }
  fclose(f);
  if (!data)
    return NULL;
  if (used > limit)
    used = limit;
  data[used] = '\0';
  if (size)
    *size = used;
  return data;
}

/* Runs `driver --cuda-gpu-arch=arch in -o out`, its output into log_path;
 * returns its wait status, or -1 when it could not start. */
static int run_driver(const char *driver, const char *arch, const char *in, const char *out,
                      const char *log_path) {
  char arch_option[32];
  snprintf(arch_option, sizeof arch_option, "--cuda-gpu-arch=%s", arch);
  char *argv[] = {(char *)driver, arch_option, (char *)in, "-o", (char *)out, NULL};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log_path, O_WRONLY | O_CREAT | O_TRUNC,
                                   0600);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  pid_t pid;
  int spawned = posix_spawn(&pid, driver, &actions, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0)
    return -1;
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return status;
}

static void describe_exit(int status, char *out, size_t size) {
  if (status < 0)
    snprintf(out, size, "could not be started");
  else if (WIFSIGNALED(status))
    snprintf(out, size, "crashed (%s)", strsignal(WTERMSIG(status)));
  else
    snprintf(out, size, "failed (exit status %d)", WEXITSTATUS(status));
}

/* Compiles the module with the driver in a private temporary folder. */
static core_result compile_now(const char *driver, const unsigned char *spirv, size_t size,
                               const char *arch, char **ptx, size_t *ptx_size, char **log) {
  const char *tmp = getenv("TMPDIR");
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%s/sycl-nvptx-jit-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    log_add(log, "cannot make a temporary folder in %s: %s", tmp && *tmp ? tmp : "/tmp",
            strerror(errno));
    return CORE_ERROR_BUILD_PROGRAM_FAILURE;
  }
  char in[PATH_MAX + 16], out[PATH_MAX + 16], log_path[PATH_MAX + 16];
  snprintf(in, sizeof in, "%s/image.spv", dir);
  snprintf(out, sizeof out, "%s/image.ptx", dir);
  snprintf(log_path, sizeof log_path, "%s/log.txt", dir);
  core_result r = CORE_ERROR_BUILD_PROGRAM_FAILURE;
  if (!write_file(in, spirv, size)) {
    log_add(log, "cannot write %s: %s", in, strerror(errno));
  } else {
    int status = run_driver(driver, arch, in, out, log_path);
    char *output = read_file(log_path, MAX_LOG, NULL);
    if (status == 0 && (*ptx = read_file(out, SIZE_MAX, ptx_size)) != NULL) {
      r = CORE_SUCCESS;
    } else {
      char how[64];
      describe_exit(status, how, sizeof how);
      log_add(log, "%s --cuda-gpu-arch=%s on the %zu-byte SPIR-V image %s%s%s", driver, arch,
              size, how, output && *output ? ":\n" : "", output ? output : "");
    }
    free(output);
  }
  unlink(in);
  unlink(out);
  unlink(log_path);
  rmdir(dir);
  return r;
}

static void store(const struct compile_cache *cache, const struct compile_cache_key *key,
                  const char *ptx, size_t ptx_size, char **log) {
  char error[COMPILE_CACHE_ERROR_SIZE] = "";
  if (compile_cache_store(cache, key, ptx, ptx_size, error, sizeof error) == COMPILE_CACHE_OK)
    log_add(log, "PTX stored in the compile cache for the next run");
  else
    log_add(log, "PTX not stored in the compile cache: %s", error);
}

core_result spirv_program_ptx(const unsigned char *spirv, size_t size, const char *arch,
                              char **ptx, size_t *ptx_size, char **log) {
  *ptx = NULL;
  *log = NULL;
  char error[COMPILE_CACHE_ERROR_SIZE] = "";
  struct compile_cache cache;
  struct compile_cache_key key;
  /* The driver's default options: a program's build options are the CUDA
   * JIT's, applied when the PTX is loaded. */
  struct compile_cache_inputs inputs = {spirv, size, NULL, 0, arch, compile_cache_tool_version()};
  bool cached = compile_cache_open(&cache, NULL, error, sizeof error) == COMPILE_CACHE_OK &&
                compile_cache_key(&inputs, &key, error, sizeof error) == COMPILE_CACHE_OK;
  char entry[COMPILE_CACHE_PATH_SIZE] = "";
  if (cached) {
    compile_cache_path_for_key(&cache, &key, entry, sizeof entry);
    enum compile_cache_status found =
        compile_cache_lookup(&cache, &key, ptx, ptx_size, error, sizeof error);
    if (found == COMPILE_CACHE_OK) {
      log_add(log, "PTX for %s from the compile cache (%s)", arch, entry);
      if (trace_enabled())
        trace_line("SPIR-V image of %zu bytes: PTX from the compile cache, %s", size, entry);
      return CORE_SUCCESS;
    }
    if (error[0])
      log_add(log, "compile cache: %s", error);
  } else {
    log_add(log, "no compile cache: %s", error);
  }
  char driver[PATH_MAX];
  if (!find_driver(driver, sizeof driver)) {
    log_add(log,
            "no PTX for this %zu-byte SPIR-V image (arch %s, %s) in the compile cache%s%s, and "
            "no sycl-nvptx to compile it (SYCL_NVPTX_DRIVER names it, or PATH); on a machine "
            "with sycl-nvptx, fill the cache with `sycl-nvptx --precompile "
            "--cuda-gpu-arch=%s <the application or library>` and copy it here",
            size, arch, compile_cache_tool_version(), entry[0] ? " at " : "", entry, arch);
    return CORE_ERROR_BUILD_PROGRAM_FAILURE;
  }
  if (trace_enabled())
    trace_line("SPIR-V image of %zu bytes: not in the compile cache, compiled by %s", size, driver);
  CORE_CHECK(compile_now(driver, spirv, size, arch, ptx, ptx_size, log));
  log_add(log, "PTX for %s compiled by %s", arch, driver);
  if (cached)
    store(&cache, &key, *ptx, *ptx_size, log);
  return CORE_SUCCESS;
}

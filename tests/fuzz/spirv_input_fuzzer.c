/* libFuzzer target: the compile driver's SPIR-V input path. Any bytes, as a
 * .spv input, go through read_spirv_input as sycl-nvptx reads one (the
 * stream check, the build's llvm-spirv in the contained child, the bitcode
 * it writes, the spir-to-nvptx pass), then check_target. The result is a
 * module, or exactly one error line naming the input: never a crash, leak or
 * undefined behaviour in this process, whatever the translator does. */
#include <ctype.h>
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include "diag.h"
#include "frontend.h"
#include "spirv_input.h"
#include "toolchain.h"
#include "work_files.h"

static struct toolchain tc;
static struct work_files wf;
static char input_path[PATH_MAX], bc_path[PATH_MAX], log_path[PATH_MAX];

/* The driver stops a runaway translator by a CPU limit of 300 seconds
 * (process.c), far past libFuzzer's per-input timeout; and single-byte
 * changes do make dpcpp-llvm-spirv 2024.2 loop. So a watchdog kills this
 * process's children once an input has run this long: the driver sees the
 * same end as at its own limit, a translator killed by a signal. Looping
 * inputs are common and a seed translates in a tenth of a second, so the
 * limit is short: a slow input killed early takes the same error path. */
static const int translator_seconds = 1;
static pthread_mutex_t watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watch_change; /* on CLOCK_MONOTONIC: wall time may jump */
static struct timespec watch_deadline; /* tv_sec 0: no input running */
static unsigned long watch_kills;

/* Kills every process whose parent is this one: the translator, or the fork
 * that is about to become it (the driver keeps no pid to ask for). */
static void kill_children(void) {
  DIR *proc = opendir("/proc");
  struct dirent *entry;
  while (proc && (entry = readdir(proc))) {
    if (!isdigit((unsigned char)entry->d_name[0]))
      continue;
    char path[64], stat[512];
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    FILE *f = fopen(path, "r");
    size_t got = f ? fread(stat, 1, sizeof stat - 1, f) : 0;
    if (f)
      fclose(f);
    stat[got] = '\0';
    /* "pid (comm) state ppid ...": comm may hold spaces and parentheses. */
    const char *after = strrchr(stat, ')');
    char state;
    int parent;
    if (after && sscanf(after + 1, " %c %d", &state, &parent) == 2 && parent == getpid()) {
      kill((pid_t)atoi(entry->d_name), SIGKILL);
      watch_kills++;
    }
  }
  if (proc)
    closedir(proc);
}

static void *watch_inputs(void *unused) {
  (void)unused;
  pthread_mutex_lock(&watch_lock);
  for (;;) {
    if (watch_deadline.tv_sec == 0) {
      pthread_cond_wait(&watch_change, &watch_lock);
      continue;
    }
    struct timespec deadline = watch_deadline;
    if (pthread_cond_timedwait(&watch_change, &watch_lock, &deadline) != 0 &&
        watch_deadline.tv_sec == deadline.tv_sec && watch_deadline.tv_nsec == deadline.tv_nsec) {
      kill_children();
      watch_deadline.tv_sec = 0;
    }
  }
  return NULL;
}

static void watch_input(bool running) {
  pthread_mutex_lock(&watch_lock);
  watch_deadline.tv_sec = 0;
  if (running) {
    clock_gettime(CLOCK_MONOTONIC, &watch_deadline);
    watch_deadline.tv_sec += translator_seconds;
  }
  pthread_cond_signal(&watch_change);
  pthread_mutex_unlock(&watch_lock);
}

/* How often the watchdog fired, in the run's log (the README's figures). */
static void finish(void) {
  pthread_mutex_lock(&watch_lock);
  fprintf(stderr, "fuzz-spirv-input: %lu translator run(s) killed after %d s\n", watch_kills,
          translator_seconds);
  pthread_mutex_unlock(&watch_lock);
  unlink(input_path);
  unlink(bc_path);
  unlink(log_path);
  rmdir(wf.dir);
}

/* The translator the build fetched, or the one SYCL_NVPTX_LLVM_SPIRV names,
 * as the driver picks it; without one there is nothing to fuzz, which the
 * CTest entry reports as skipped (its SKIP_REGULAR_EXPRESSION). */
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  const char *env = getenv("SYCL_NVPTX_LLVM_SPIRV");
  snprintf(tc.llvm_spirv, sizeof tc.llvm_spirv, "%s",
           env && *env ? env : SYCL_NVPTX_FUZZ_LLVM_SPIRV);
  if (access(tc.llvm_spirv, X_OK) != 0) {
    fprintf(stderr, "fuzz-spirv-input: skipped: no SPIR-V translator at '%s' (the build "
                    "fetches it unless -DSYCL_NVPTX_LLVM_SPIRV=OFF; or set "
                    "SYCL_NVPTX_LLVM_SPIRV)\n", tc.llvm_spirv);
    exit(77);
  }
  const char *tmp = getenv("TMPDIR");
  snprintf(wf.dir, sizeof wf.dir, "%s/fuzz-spirv-input-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(wf.dir)) {
    perror("fuzz-spirv-input: mkdtemp");
    exit(1);
  }
  snprintf(wf.stem, sizeof wf.stem, "fuzz-input");
  work_file_path(&wf, "spv", input_path, sizeof input_path);
  /* The names read_spirv_input gives the first input's work files. */
  work_file_path(&wf, "spirv.bc", bc_path, sizeof bc_path);
  work_file_path(&wf, "llvm-spirv.log", log_path, sizeof log_path);
  atexit(finish);
  pthread_condattr_t monotonic;
  pthread_condattr_init(&monotonic);
  pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC);
  pthread_cond_init(&watch_change, &monotonic);
  pthread_condattr_destroy(&monotonic);
  pthread_t watchdog;
  if (pthread_create(&watchdog, NULL, watch_inputs, NULL) != 0) {
    fprintf(stderr, "fuzz-spirv-input: cannot start the watchdog thread\n");
    exit(1);
  }
  pthread_detach(watchdog);
  return 0;
}

static void write_input(const uint8_t *data, size_t size) {
  FILE *f = fopen(input_path, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
    perror(input_path);
    abort();
  }
}

/* The driver's error lines, "sycl-nvptx: error: ...", one per '\n'. */
static size_t count_lines(const char *text) {
  size_t lines = 0;
  for (; *text; text++)
    lines += *text == '\n';
  return lines;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  write_input(data, size);
  /* Each input starts from a fresh work folder, as each driver run does. */
  unlink(bc_path);
  unlink(log_path);

  /* glibc's stderr is an ordinary variable: the driver's messages go to a
   * buffer for the property below, while sanitizer reports, written
   * straight to fd 2, still reach the log. */
  char *errors = NULL;
  size_t errors_size = 0;
  FILE *real_stderr = stderr, *capture = open_memstream(&errors, &errors_size);
  if (!capture)
    abort();
  stderr = capture;
  LLVMContextRef context = LLVMContextCreate();
  diag_capture_llvm(context);
  bool contraction_off = false;
  watch_input(true);
  LLVMModuleRef module = read_spirv_input(context, input_path, 0, &tc, &wf, &contraction_off);
  watch_input(false);
  bool on_target = module && check_target(module, input_path);
  if (module)
    LLVMDisposeModule(module);
  LLVMContextDispose(context);
  stderr = real_stderr;
  fclose(capture);

  char prefix[PATH_MAX + 32];
  snprintf(prefix, sizeof prefix, "sycl-nvptx: error: %s: ", input_path);
  size_t lines = count_lines(errors);
  bool one_error = lines == 1 && strncmp(errors, prefix, strlen(prefix)) == 0;
  /* What the driver took as SPIR-V must start with the magic number. */
  bool magic_ok = !module || is_spirv_file(input_path);
  if ((on_target && lines != 0) || (!on_target && !one_error) || !magic_ok) {
    fprintf(stderr, "fuzz-spirv-input: %s%s, %zu error line(s):\n%s",
            module ? "a module" : "no module", magic_ok ? "" : " without the magic number",
            lines, errors);
    abort();
  }
  free(errors);
  return 0;
}

/* libFuzzer target: the compile driver's SPIR-V input path. Any bytes, as a
 * .spv input, go through read_spirv_input as sycl-nvptx reads one (the
 * stream check, the build's llvm-spirv in the contained child, the bitcode
 * it writes, the spir-to-nvptx pass), then check_target. The result is a
 * module, or exactly one error line naming the input: never a crash, leak or
 * undefined behaviour in this process, whatever the translator does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* Single-byte changes make dpcpp-llvm-spirv 2024.2 loop. The driver stops a
 * translator after SYCL_NVPTX_CONTAINED_SECONDS of wall-clock time (300 by
 * default, process.c), far past libFuzzer's per-input timeout; looping
 * inputs are common and a seed translates in a tenth of a second, so the
 * fuzzer sets 1 s: a slow input stopped early takes the same error path. */
static void finish(void) {
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
  setenv("SYCL_NVPTX_CONTAINED_SECONDS", "1", 1);
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
  LLVMModuleRef module = read_spirv_input(context, input_path, 0, &tc, &wf, &contraction_off);
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

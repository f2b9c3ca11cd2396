/* The core's SPIR-V step (core/spirv_program.c) without a GPU: the driver it
 * runs is a script standing in for sycl-nvptx, so each case can make it
 * succeed, fail, crash or be missing, and count how often it ran.
 * With arguments, `IMAGE.spv sm_XY`, it is the plugin's cache lookup alone
 * (no compile): exit 0 and "hit" when the cache of SYCL_NVPTX_CACHE_DIR has
 * the image's PTX, as `sycl-nvptx --precompile` leaves it (tests/driver). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "compile_cache.h"
#include "spirv_program.h"

static char dir[] = "/tmp/spirv-program-test-XXXXXX";
static char runs_file[512];

static const unsigned char spirv[] = {0x03, 0x02, 0x23, 0x07, 0x00, 0x04, 0x01, 0x00,
                                      0x0e, 0x00, 0x06, 0x00, 0x01, 0x00, 0x00, 0x00};

/* A stand-in driver: logs each run, then does what `body` says with $2 (the
 * input) and $4 (the output). */
static const char *driver_script(const char *name, const char *body) {
  static char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  fprintf(f, "#!/bin/sh\necho run >> '%s'\n%s\n", runs_file, body);
  fclose(f);
  chmod(path, 0755);
  return path;
}

static int runs(void) {
  FILE *f = fopen(runs_file, "r");
  int n = 0;
  char line[16];
  while (f && fgets(line, sizeof line, f))
    ++n;
  if (f)
    fclose(f);
  return n;
}

static core_result build(const unsigned char *image, size_t size, char **ptx, char **log) {
  size_t ptx_size;
  core_result r = spirv_program_ptx(image, size, "sm_90", ptx, &ptx_size, log);
  if (r == CORE_SUCCESS)
    CHECK_EQ(ptx_size, strlen(*ptx));
  return r;
}

static bool has(const char *log, const char *text) {
  bool found = log && strstr(log, text);
  if (!found)
    printf("  log lacks \"%s\":\n%s\n", text, log ? log : "(none)");
  return found;
}

static void compiled_once_then_cached(void) {
  setenv("SYCL_NVPTX_DRIVER",
         driver_script("ok.sh", "[ \"$1\" = --cuda-gpu-arch=sm_90 ] || exit 3\n"
                                "cmp -s \"$2\" \"$2\" && printf '.version 8.0\\n// from %s\\n' "
                                "\"$(basename \"$2\")\" > \"$4\""),
         1);
  char *ptx, *log;
  CHECK(build(spirv, sizeof spirv, &ptx, &log) == CORE_SUCCESS);
  CHECK(ptx && strncmp(ptx, ".version 8.0\n// from image.spv\n", 31) == 0);
  CHECK(has(log, "compiled by"));
  CHECK(has(log, "stored in the compile cache"));
  free(ptx);
  free(log);
  CHECK(build(spirv, sizeof spirv, &ptx, &log) == CORE_SUCCESS);
  CHECK(ptx && strncmp(ptx, ".version 8.0", 12) == 0);
  CHECK(has(log, "from the compile cache"));
  CHECK_EQ(runs(), 1);
  free(ptx);
  free(log);
}

/* Another image (one byte changed) is another key: a miss. */
static void other_image_misses(void) {
  unsigned char other[sizeof spirv];
  memcpy(other, spirv, sizeof spirv);
  other[sizeof other - 1] ^= 1;
  char *ptx, *log;
  CHECK(build(other, sizeof other, &ptx, &log) == CORE_SUCCESS);
  CHECK_EQ(runs(), 2);
  free(ptx);
  free(log);
}

static void failing_driver(void) {
  setenv("SYCL_NVPTX_DRIVER",
         driver_script("fail.sh", "echo 'sycl-nvptx: error: image.spv: unresolved symbol foo'\n"
                                  "exit 1"),
         1);
  unsigned char image[sizeof spirv + 4];
  memcpy(image, spirv, sizeof spirv);
  memset(image + sizeof spirv, 7, 4);
  char *ptx, *log;
  CHECK(build(image, sizeof image, &ptx, &log) == CORE_ERROR_BUILD_PROGRAM_FAILURE);
  CHECK(ptx == NULL);
  CHECK(has(log, "failed (exit status 1)"));
  CHECK(has(log, "unresolved symbol foo"));
  free(log);
}

static void crashing_driver(void) {
  setenv("SYCL_NVPTX_DRIVER", driver_script("crash.sh", "kill -SEGV $$"), 1);
  unsigned char image[sizeof spirv + 8];
  memcpy(image, spirv, sizeof spirv);
  memset(image + sizeof spirv, 9, 8);
  char *ptx, *log;
  CHECK(build(image, sizeof image, &ptx, &log) == CORE_ERROR_BUILD_PROGRAM_FAILURE);
  CHECK(has(log, "crashed (Segmentation fault)"));
  free(log);
}

static void no_driver_says_what_to_run(void) {
  setenv("SYCL_NVPTX_DRIVER", "off", 1);
  unsigned char image[sizeof spirv + 12];
  memcpy(image, spirv, sizeof spirv);
  memset(image + sizeof spirv, 11, 12);
  char *ptx, *log;
  CHECK(build(image, sizeof image, &ptx, &log) == CORE_ERROR_BUILD_PROGRAM_FAILURE);
  CHECK(has(log, "no sycl-nvptx to compile it"));
  CHECK(has(log, "sycl-nvptx --precompile --cuda-gpu-arch=sm_90"));
  CHECK(has(log, "/kernels/v"));
  free(log);
  /* The first image is still found without any driver. */
  CHECK(build(spirv, sizeof spirv, &ptx, &log) == CORE_SUCCESS);
  free(ptx);
  free(log);
}

static void arch_is_the_oldest_device(void) {
  int majors[] = {9, 8, 10}, minors[] = {0, 6, 0};
  char arch[16];
  spirv_program_arch(majors, minors, 3, arch);
  CHECK(strcmp(arch, "sm_86") == 0);
  spirv_program_arch(majors, minors, 1, arch);
  CHECK(strcmp(arch, "sm_90") == 0);
}

static int lookup_only(const char *path, const char *arch) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return 2;
  }
  static unsigned char image[1 << 20];
  size_t size = fread(image, 1, sizeof image, f);
  fclose(f);
  setenv("SYCL_NVPTX_DRIVER", "off", 1);
  char *ptx, *log;
  size_t ptx_size;
  core_result r = spirv_program_ptx(image, size, arch, &ptx, &ptx_size, &log);
  printf("%s: %s\n", path, r == CORE_SUCCESS ? "hit" : "miss");
  free(ptx);
  free(log);
  return r == CORE_SUCCESS ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc == 3)
    return lookup_only(argv[1], argv[2]);
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  snprintf(runs_file, sizeof runs_file, "%s/runs", dir);
  char cache[600];
  snprintf(cache, sizeof cache, "%s/cache", dir);
  setenv("SYCL_NVPTX_CACHE_DIR", cache, 1);
  arch_is_the_oldest_device();
  compiled_once_then_cached();
  other_image_misses();
  failing_driver();
  crashing_driver();
  no_driver_says_what_to_run();
  char command[700];
  snprintf(command, sizeof command, "/bin/rm -rf '%s'", dir);
  if (system(command) != 0)
    printf("could not remove %s\n", dir);
  return check_report("plugin_spirv_program_test");
}

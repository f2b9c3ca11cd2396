#include "gpu_test.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failed_cases;

void gpu_test_check(pi_result result, const char *call, const char *file, int line) {
  if (result == PI_SUCCESS)
    return;
  const char *message = NULL;
  piPluginGetLastError((char **)&message);
  fprintf(stderr, "%s:%d: %s failed with PI error %d (%s)\n", file, line, call, (int)result,
          message ? message : "no message");
  exit(1);
}

int gpu_test_open(struct gpu_test *t) {
  pi_uint32 count = 0;
  PI_CHECK(piPlatformsGet(1, &t->platform, &count));
  if (count > 0)
    PI_CHECK(piDevicesGet(t->platform, PI_DEVICE_TYPE_GPU, 1, &t->device, &count));
  if (count == 0) {
    puts("SKIPPED: no CUDA device");
    return 77;
  }
  PI_CHECK(piDeviceGetInfo(t->device, PI_DEVICE_INFO_NAME, sizeof t->device_name,
                           t->device_name, NULL));
  PI_CHECK(piContextCreate(NULL, 1, &t->device, NULL, NULL, &t->context));
  PI_CHECK(piQueueCreate(t->context, t->device, 0, &t->queue));
  return 0;
}

void gpu_test_close(struct gpu_test *t) {
  PI_CHECK(piQueueRelease(t->queue));
  PI_CHECK(piContextRelease(t->context));
}

pi_program gpu_test_load_program(struct gpu_test *t, const char *fatbin_path) {
  FILE *f = fopen(fatbin_path, "rb");
  if (!f) {
    fprintf(stderr, "%s: cannot open\n", fatbin_path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  size_t size = (size_t)ftell(f);
  rewind(f);
  unsigned char *binary = malloc(size);
  if (fread(binary, 1, size, f) != size) {
    fprintf(stderr, "%s: short read\n", fatbin_path);
    exit(1);
  }
  fclose(f);
  pi_program program;
  const unsigned char *binaries[] = {binary};
  PI_CHECK(piProgramCreateWithBinary(t->context, 1, &t->device, &size, binaries, 0, NULL, NULL,
                                     &program));
  PI_CHECK(piProgramBuild(program, 1, &t->device, "", NULL, NULL));
  free(binary);
  return program;
}

void gpu_test_case(const char *name, bool ok, const char *why_format, ...) {
  if (ok) {
    printf("PASS %s\n", name);
  } else {
    failed_cases++;
    printf("FAIL %s: ", name);
    va_list args;
    va_start(args, why_format);
    vprintf(why_format, args);
    va_end(args);
    putchar('\n');
  }
  fflush(stdout);
}

int gpu_test_exit_code(void) { return failed_cases ? 1 : 0; }

char *gpu_test_capture(void (*fn)(void *), void *arg) {
  char path[] = "/tmp/gpu-test-capture-XXXXXX";
  int file = mkstemp(path);
  if (file < 0) {
    perror("gpu_test_capture: mkstemp");
    exit(1);
  }
  unlink(path);
  fflush(stdout);
  fflush(stderr);
  int saved_out = dup(1), saved_err = dup(2);
  dup2(file, 1);
  dup2(file, 2);
  fn(arg);
  fflush(stdout);
  fflush(stderr);
  dup2(saved_out, 1);
  dup2(saved_err, 2);
  close(saved_out);
  close(saved_err);
  off_t size = lseek(file, 0, SEEK_END);
  char *text = calloc((size_t)size + 1, 1);
  if (pread(file, text, (size_t)size, 0) != size) {
    perror("gpu_test_capture: read");
    exit(1);
  }
  close(file);
  return text;
}

int gpu_test_count(const char *haystack, const char *needle) {
  int count = 0;
  for (const char *at = strstr(haystack, needle); at; at = strstr(at + 1, needle))
    count++;
  return count;
}

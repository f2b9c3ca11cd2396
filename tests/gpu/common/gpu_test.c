#include "gpu_test.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void gpu_open(struct gpu *g) {
  pi_uint32 count = 0;
  if (piPlatformsGet(0, NULL, &count) != PI_SUCCESS || count == 0) {
    char *why = NULL;
    piPluginGetLastError(&why);
    printf("%s\nSKIPPED: no CUDA device\n", why ? why : "");
    exit(77);
  }
  pi_queue_properties in_order = 0;
  if (piPlatformsGet(1, &g->platform, NULL) != PI_SUCCESS ||
      piDevicesGet(g->platform, PI_DEVICE_TYPE_GPU, 1, &g->device, NULL) != PI_SUCCESS ||
      piContextCreate(NULL, 1, &g->device, NULL, NULL, &g->context) != PI_SUCCESS ||
      piQueueCreate(g->context, g->device, in_order, &g->queue) != PI_SUCCESS ||
      piDeviceGetInfo(g->device, PI_DEVICE_INFO_NAME, sizeof g->device_name, g->device_name,
                      NULL) != PI_SUCCESS) {
    printf("FAIL setup: no context or queue on the first CUDA device\n");
    exit(1);
  }
}

void gpu_close(struct gpu *g) {
  piQueueRelease(g->queue);
  piContextRelease(g->context);
}

unsigned char *read_binary(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    printf("  cannot open %s\n", path);
    return NULL;
  }
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  rewind(f);
  unsigned char *data = malloc(*size);
  if (data && fread(data, 1, *size, f) != *size) {
    free(data);
    data = NULL;
  }
  fclose(f);
  return data;
}

pi_program build_program_file(struct gpu *g, const char *path, const char *options) {
  size_t size = 0;
  unsigned char *data = read_binary(path, &size);
  if (!data)
    return NULL;
  pi_program program = NULL;
  const unsigned char *binaries[1] = {data};
  pi_result r = piProgramCreateWithBinary(g->context, 1, &g->device, &size, binaries, 0, NULL, NULL,
                                          &program);
  free(data);
  if (r == PI_SUCCESS)
    r = piProgramBuild(program, 1, &g->device, options, NULL, NULL);
  if (r != PI_SUCCESS) {
    printf("  building %s failed: %d\n", path, (int)r);
    return NULL;
  }
  return program;
}

pi_program load_program(struct gpu *g, const char *path) {
  pi_program program = build_program_file(g, path, NULL);
  if (!program)
    exit(1);
  return program;
}

pi_kernel make_kernel(pi_program program, const char *name) {
  pi_kernel kernel = NULL;
  pi_result r = piKernelCreate(program, name, &kernel);
  if (r != PI_SUCCESS)
    printf("  piKernelCreate(%s) failed: %d\n", name, (int)r);
  return kernel;
}

int run_cases(struct gpu *g, const struct named_case *cases, size_t count) {
  int failed = 0;
  for (size_t i = 0; i < count; ++i) {
    bool ok = cases[i].run(g);
    printf("%s %s\n", ok ? "PASS" : "FAIL", cases[i].name);
    fflush(stdout);
    failed += !ok;
  }
  printf("%zu passed, %d failed\n", count - (size_t)failed, failed);
  return failed ? 1 : 0;
}

pi_program test_program;

int run_binary_cases(int argc, char **argv, const struct named_case *cases, size_t count) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  test_program = build_program_file(&g, argv[1], NULL);
  if (!test_program)
    return 1;
  int rc = run_cases(&g, cases, count);
  piProgramRelease(test_program);
  gpu_close(&g);
  return rc;
}

void begin_binary_test(int argc, char **argv, struct gpu *g) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s KERNELS.fatbin\n", argv[0]);
    exit(2);
  }
  gpu_open(g);
  test_program = load_program(g, argv[1]);
}

int end_binary_test(struct gpu *g) {
  PI_CHECK(piProgramRelease(test_program));
  gpu_close(g);
  return cases_exit_code();
}

void pi_check(pi_result result, const char *call, const char *file, int line) {
  if (result == PI_SUCCESS)
    return;
  char *message = NULL;
  piPluginGetLastError(&message);
  fprintf(stderr, "%s:%d: %s failed with PI error %d (%s)\n", file, line, call, (int)result,
          message ? message : "no message");
  exit(1);
}

static int failed_cases;

bool under_compute_sanitizer(void) {
  const char *set = getenv("GPU_TEST_UNDER_SANITIZER");
  return set && *set;
}

void report_case(const char *name, bool ok, const char *why_format, ...) {
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

int cases_exit_code(void) { return failed_cases ? 1 : 0; }

char *capture_output(void (*fn)(void *), void *arg) {
  char path[] = "/tmp/gpu-test-capture-XXXXXX";
  int file = mkstemp(path);
  if (file < 0) {
    perror("capture_output: mkstemp");
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
    perror("capture_output: read");
    exit(1);
  }
  close(file);
  return text;
}

int count_occurrences(const char *haystack, const char *needle) {
  int count = 0;
  for (const char *at = strstr(haystack, needle); at; at = strstr(at + 1, needle))
    count++;
  return count;
}

void run_on_buffers(struct gpu *g, pi_program program, const char *name, size_t work_items,
                    size_t group_size, int count, void **data, const size_t *sizes,
                    size_t local_bytes) {
  run_on_buffers_nd(g, program, name, 1, &work_items, &group_size, count, data, sizes,
                    local_bytes);
}

void run_on_buffers_nd(struct gpu *g, pi_program program, const char *name, pi_uint32 dims,
                       const size_t *work_items, const size_t *group_size, int count,
                       void **data, const size_t *sizes, size_t local_bytes) {
  enum { MAX_BUFFERS = 8 };
  if (count > MAX_BUFFERS) {
    fprintf(stderr, "run_on_buffers: %d buffers, at most %d\n", count, MAX_BUFFERS);
    exit(1);
  }
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, name, &kernel));
  pi_mem mems[MAX_BUFFERS];
  pi_uint32 arg = 0;
  if (local_bytes)
    PI_CHECK(piKernelSetArg(kernel, arg++, local_bytes, NULL));
  for (int i = 0; i < count; i++) {
    PI_CHECK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                               sizes[i], data[i], &mems[i], NULL));
    PI_CHECK(piextKernelSetArgMemObj(kernel, arg++, NULL, &mems[i]));
  }
  PI_CHECK(piEnqueueKernelLaunch(g->queue, kernel, dims, NULL, work_items, group_size, 0, NULL,
                                 NULL));
  for (int i = 0; i < count; i++) {
    PI_CHECK(piEnqueueMemBufferRead(g->queue, mems[i], PI_TRUE, 0, sizes[i], data[i], 0, NULL,
                                    NULL));
    PI_CHECK(piMemRelease(mems[i]));
  }
  PI_CHECK(piKernelRelease(kernel));
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double mean_launch_seconds(struct gpu *g, pi_kernel kernel, size_t work_items,
                           size_t group_size, int launches) {
  PI_CHECK(piQueueFinish(g->queue));
  double start = now();
  for (int i = 0; i < launches; i++)
    PI_CHECK(piEnqueueKernelLaunch(g->queue, kernel, 1, NULL, &work_items, &group_size, 0, NULL,
                                   NULL));
  PI_CHECK(piQueueFinish(g->queue));
  return (now() - start) / launches;
}

static bool lost_with(pi_result result, const char *call, const char *lost_message) {
  char *message = NULL;
  piPluginGetLastError(&message);
  if (result == PI_ERROR_INVALID_CONTEXT && message && strstr(message, lost_message))
    return true;
  printf("  %s returned %d (expected PI_ERROR_INVALID_CONTEXT, %d), message: %s\n", call,
         (int)result, (int)PI_ERROR_INVALID_CONTEXT, message ? message : "(none)");
  return false;
}

bool device_says_lost(struct gpu *g, const char *lost_message) {
  pi_context later = NULL;
  size_t free_memory = 0;
  bool context = lost_with(piContextCreate(NULL, 1, &g->device, NULL, NULL, &later),
                           "piContextCreate", lost_message);
  bool query = lost_with(piDeviceGetInfo(g->device, PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY,
                                         sizeof free_memory, &free_memory, NULL),
                         "piDeviceGetInfo(FREE_MEMORY)", lost_message);
  return context && query;
}

/* Device assert end to end, native and recoverable.
 * usage: gpu_assert_test native|recoverable FATBIN
 * Native: the failing kernel's synchronisation returns the assert error and
 * CUDA prints the message; the context is then lost (a clear error). CUDA
 * leaves itself unusable to the process after an assert (every context of
 * every device, new ones too: seen with CUDA 13 on an H100 and two H200s), so
 * contexts made afterwards must fail as clearly, and the cases that need a
 * working device
 * (a grid where every work-item fails, or where the others wait forever;
 * the device working again) each run in a fresh process: this program, run
 * again as `gpu_assert_test native-case KERNEL FATBIN`. Recoverable: the
 * plugin prints the SYCL message exactly once, the event's wait returns the
 * assert error, and the context stays usable. */
#include "gpu_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define EXPR_ONE "in[__spirv_GlobalInvocationId_x()] != 13"
#define EXPR_EVERY "__spirv_GlobalInvocationId_x() > (1ul << 40)"
#define EXPR_RELEASE "flag[1] == 1"

struct launch {
  struct gpu *t;
  pi_program program;
  const char *kernel;
  size_t global, local;
  pi_mem arg;
  pi_result result;
};

static void launch_and_wait(void *arg) {
  struct launch *l = arg;
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(l->program, l->kernel, &kernel));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &l->arg));
  pi_event event;
  l->result =
      piEnqueueKernelLaunch(l->t->queue, kernel, 1, NULL, &l->global, &l->local, 0, NULL, &event);
  if (l->result == PI_SUCCESS) {
    l->result = piEventsWait(1, &event);
    piEventRelease(event);
  }
  piKernelRelease(kernel);
}

static pi_mem int_buffer(struct gpu *t, size_t count, int bad_index) {
  int *host = calloc(count, sizeof *host);
  if (bad_index >= 0)
    host[bad_index] = 13;
  pi_mem mem;
  PI_CHECK(piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                             count * sizeof *host, host, &mem, NULL));
  free(host);
  return mem;
}

/* Runs kernel on a fresh context; returns what it printed. */
static char *run_kernel(struct gpu *t, pi_program program, const char *kernel, size_t global,
                        int bad_index, pi_result *result) {
  struct launch l = {t, program, kernel, global, 128, int_buffer(t, global, bad_index), 0};
  char *printed = capture_output(launch_and_wait, &l);
  *result = l.result;
  return printed;
}

static bool fill_works(struct gpu *t, pi_program program) {
  enum { N = 4096 };
  pi_result result;
  free(run_kernel(t, program, "fill", N, -1, &result));
  return result == PI_SUCCESS;
}

static const char *last_error(void) {
  char *message = NULL;
  piPluginGetLastError(&message);
  return message ? message : "";
}

/* One kernel on a device no assert has touched yet. */
static int native_case(const char *kernel, const char *fatbin) {
  static const struct {
    const char *kernel, *name;
    size_t global;
    pi_result expected;
  } cases[] = {
      {"assert_every", "native: a grid where every work-item fails reports the assert", 1u << 20,
       PI_ERROR_DEVICE_ASSERT},
      {"assert_then_release", "native: reports while the other work-items wait forever", 1024,
       PI_ERROR_DEVICE_ASSERT},
      {"fill", "native: the device works again in a new process", 4096, PI_SUCCESS},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
    if (strcmp(cases[i].kernel, kernel) != 0)
      continue;
    struct gpu t;
    gpu_open(&t);
    pi_program program = load_program(&t, fatbin);
    pi_result result;
    alarm(60); /* a hang fails the test instead of blocking the suite */
    free(run_kernel(&t, program, kernel, cases[i].global, -1, &result));
    alarm(0);
    report_case(cases[i].name, result == cases[i].expected, "got PI error %d", (int)result);
    return cases_exit_code();
  }
  fprintf(stderr, "gpu_assert_test: no native case runs kernel %s\n", kernel);
  return 2;
}

static void native_case_in_new_process(const char *kernel, const char *fatbin) {
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    execl("/proc/self/exe", "gpu_assert_test", "native-case", kernel, fatbin, (char *)NULL);
    _exit(127);
  }
  int status = 0;
  bool ran = child > 0 && waitpid(child, &status, 0) == child;
  if (!ran || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    report_case(kernel, false, "its process ended with status 0x%x", (unsigned)status);
}

static void native_cases(const char *fatbin) {
  struct gpu t;
  gpu_open(&t);
  pi_program program = load_program(&t, fatbin);
  pi_result result;
  char *printed = run_kernel(&t, program, "assert_one", 4096, 77, &result);
  report_case("native: the failing kernel's wait returns the assert error",
              result == PI_ERROR_DEVICE_ASSERT, "got PI error %d", (int)result);
  report_case("native: CUDA prints the failed assertion",
              strstr(printed, "Assertion `" EXPR_ONE "` failed.") != NULL, "output was: %s",
              printed);
  free(printed);
  pi_mem mem;
  result = piMemBufferCreate(t.context, PI_MEM_FLAGS_ACCESS_RW, 64, NULL, &mem, NULL);
  report_case("native: later calls on the context fail clearly",
              result != PI_SUCCESS &&
                  strstr(last_error(), "context lost after a device-side assert"),
              "got PI error %d, message '%s'", (int)result, last_error());

  pi_context other;
  result = piContextCreate(NULL, 1, &t.device, NULL, NULL, &other);
  report_case("native: a context made afterwards on the device fails clearly too",
              result != PI_SUCCESS &&
                  strstr(last_error(), "context lost after a device-side assert"),
              "got PI error %d, message '%s'", (int)result, last_error());

  /* CUDA stops every device of the process too (seen on two H200s). */
  pi_uint32 device_count = 0;
  pi_device devices[2];
  PI_CHECK(piDevicesGet(t.platform, PI_DEVICE_TYPE_GPU, 2, devices, &device_count));
  if (device_count > 1) {
    result = piContextCreate(NULL, 1, &devices[1], NULL, NULL, &other);
    report_case("native: a context on another device fails as clearly",
                result != PI_SUCCESS &&
                    strstr(last_error(), "context lost after a device-side assert"),
                "got PI error %d, message '%s'", (int)result, last_error());
  } else {
    puts("SKIP native: a context on another device fails as clearly (one GPU here)");
  }

  native_case_in_new_process("assert_every", fatbin);
  native_case_in_new_process("assert_then_release", fatbin);
  native_case_in_new_process("fill", fatbin);
}

static void recoverable_cases(const char *fatbin) {
  struct gpu t;
  gpu_open(&t);
  pi_program program = load_program(&t, fatbin);
  pi_result result;
  char *printed = run_kernel(&t, program, "assert_one", 4096, 77, &result);
  const char *expected =
      ASSERT_KERNELS_SOURCE ":5: assert_one: global id: [77,0,0], "
                            "local id: [77,0,0] Assertion `" EXPR_ONE "` failed.\n";
  report_case("recoverable: the event's wait returns the assert error",
              result == PI_ERROR_DEVICE_ASSERT, "got PI error %d", (int)result);
  report_case("recoverable: the SYCL message, exactly once",
              count_occurrences(printed, expected) == 1 &&
                  count_occurrences(printed, "Assertion") == 1,
              "output was: %s", printed);
  free(printed);
  report_case("recoverable: the context stays usable", fill_works(&t, program),
              "fill failed after a recoverable assert");

  printed = run_kernel(&t, program, "assert_every", 1u << 20, -1, &result);
  report_case("recoverable: every work-item fails, one message",
              result == PI_ERROR_DEVICE_ASSERT &&
                  count_occurrences(printed, "Assertion `" EXPR_EVERY "` failed.") == 1 &&
                  count_occurrences(printed, "Assertion") == 1,
              "PI error %d, output: %s", (int)result, printed);
  free(printed);

  alarm(60);
  printed = run_kernel(&t, program, "assert_then_release", 1024, -1, &result);
  alarm(0);
  expected = ASSERT_KERNELS_SOURCE ":16: assert_then_release: global id: [0,0,0], "
                                   "local id: [0,0,0] Assertion `" EXPR_RELEASE "` failed.\n";
  report_case("recoverable: the failing work-item returns and the kernel ends",
              result == PI_ERROR_DEVICE_ASSERT && count_occurrences(printed, expected) == 1,
              "PI error %d, output: %s", (int)result, printed);
  free(printed);
  report_case("recoverable: still usable after three asserts", fill_works(&t, program),
              "fill failed");
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "native-case") == 0)
    return native_case(argv[2], argv[3]);
  if (argc != 3 || (strcmp(argv[1], "native") != 0 && strcmp(argv[1], "recoverable") != 0)) {
    fprintf(stderr, "usage: %s native|recoverable FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu probe;
  gpu_open(&probe);
  char extensions[4096] = "";
  PI_CHECK(piDeviceGetInfo(probe.device, PI_DEVICE_INFO_EXTENSIONS, sizeof extensions, extensions,
                           NULL));
  report_case("PI_DEVICE_INFO_EXTENSIONS lists cl_intel_devicelib_assert",
              strstr(extensions, "cl_intel_devicelib_assert") != NULL, "extensions: %s",
              extensions);
  gpu_close(&probe);
  if (strcmp(argv[1], "native") == 0)
    native_cases(argv[2]);
  else
    recoverable_cases(argv[2]);
  return cases_exit_code();
}

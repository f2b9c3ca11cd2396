/* A failed device assert comes back as the distinct assert error, with a
 * message that names it.  usage: plugin_assert ASSERT.fatbin */
#include <string.h>

#include "gpu_test.h"

static const char *binary_path;

static bool run(struct gpu *g, const int *values, size_t n, pi_result expected) {
  pi_program p = build_program_file(g, binary_path, NULL);
  EXPECT(p != NULL);
  pi_kernel k = make_kernel(p, "check_non_negative");
  EXPECT(k != NULL);
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, n * sizeof *values,
                       (void *)values, &m, NULL));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &m));
  pi_event ev;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &n, NULL, 0, NULL, &ev));
  EXPECT_PI(expected, piEventsWait(1, &ev));
  return true;
}

static bool passing_asserts(struct gpu *g) {
  static const int values[64] = {0};
  return run(g, values, 64, PI_SUCCESS);
}

/* Last: the CUDA context does not survive a device-side assert. */
static bool failing_assert(struct gpu *g) {
  int values[64] = {0};
  values[37] = -1;
  EXPECT(run(g, values, 64, PI_ERROR_DEVICE_ASSERT));
  char *message = NULL;
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, piPluginGetLastError(&message));
  printf("  %s\n", message);
  EXPECT(strstr(message, "device-side assert") != NULL);
  return true;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: plugin_assert ASSERT.fatbin\n");
    return 2;
  }
  binary_path = argv[1];
  struct gpu g;
  gpu_open(&g);
  const struct named_case cases[] = {
      {"asserts that hold", passing_asserts},
      {"a failing assert is PI_ERROR_DEVICE_ASSERT", failing_assert},
  };
  return run_cases(&g, cases, sizeof cases / sizeof *cases);
}

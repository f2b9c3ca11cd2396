/* GPU end to end for the NVPTX passes through the plugin: a kernel reading
 * its global offset, launched without (plain kernel) and with (its
 * _with_offset twin) an offset; and a kernel with three local accessors.
 * Then the same kernel compiled with --global-offset=off (OFF_FATBIN): right
 * ids without an offset, and a launch with one refused with
 * PI_ERROR_UNSUPPORTED_FEATURE and one line naming the kernel and the option.
 * usage: gpu_passes_test FATBIN OFF_FATBIN */
#include "gpu_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH 64
#define HEIGHT 8

static bool run_global_ids(struct gpu *t, pi_kernel kernel, const size_t offset[2]) {
  size_t count = 2 * WIDTH * HEIGHT;
  pi_mem out;
  PI_CHECK(piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW, count * sizeof(pi_uint64), NULL,
                             &out, NULL));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &out));
  size_t global[2] = {WIDTH, HEIGHT}, local[2] = {32, 2};
  PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 2, offset, global, local, 0, NULL, NULL));
  pi_uint64 *host = malloc(count * sizeof *host);
  PI_CHECK(
      piEnqueueMemBufferRead(t->queue, out, PI_TRUE, 0, count * sizeof *host, host, 0, NULL, NULL));
  PI_CHECK(piMemRelease(out));
  bool ok = true;
  for (size_t y = 0; y < HEIGHT; y++)
    for (size_t x = 0; x < WIDTH; x++) {
      size_t i = 2 * (y * WIDTH + x);
      ok &= host[i] == x + offset[0] && host[i + 1] == y + offset[1];
    }
  free(host);
  return ok;
}

static bool run_three_locals(struct gpu *t, pi_kernel kernel) {
  enum { GROUP = 128, GROUPS = 4 };
  size_t n = GROUP * GROUPS;
  pi_mem out;
  PI_CHECK(
      piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW, n * sizeof(double), NULL, &out, NULL));
  /* Odd byte count first, so the doubles need an aligned offset. */
  PI_CHECK(piKernelSetArg(kernel, 0, GROUP + 3, NULL));
  PI_CHECK(piKernelSetArg(kernel, 1, GROUP * sizeof(double), NULL));
  PI_CHECK(piKernelSetArg(kernel, 2, GROUP * sizeof(short), NULL));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 3, NULL, &out));
  size_t global = n, local = GROUP;
  PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  double *host = malloc(n * sizeof *host);
  PI_CHECK(
      piEnqueueMemBufferRead(t->queue, out, PI_TRUE, 0, n * sizeof *host, host, 0, NULL, NULL));
  PI_CHECK(piMemRelease(out));
  bool ok = true;
  for (size_t g = 0; g < n; g++) {
    size_t r = (g % GROUP + 1) % GROUP;
    double expected = (double)(unsigned char)(r * 3) + (double)r * 0.5 - (double)r;
    ok &= host[g] == expected;
  }
  free(host);
  return ok;
}

struct refused_launch {
  struct gpu *t;
  pi_kernel kernel;
  pi_result result;
};

static void launch_with_offset(void *arg) {
  struct refused_launch *r = arg;
  pi_mem out;
  PI_CHECK(piMemBufferCreate(r->t->context, PI_MEM_FLAGS_ACCESS_RW,
                             2 * WIDTH * HEIGHT * sizeof(pi_uint64), NULL, &out, NULL));
  PI_CHECK(piextKernelSetArgMemObj(r->kernel, 0, NULL, &out));
  size_t offset[2] = {1000, 7}, global[2] = {WIDTH, HEIGHT}, local[2] = {32, 2};
  r->result = piEnqueueKernelLaunch(r->t->queue, r->kernel, 2, offset, global, local, 0, NULL,
                                    NULL);
  PI_CHECK(piQueueFinish(r->t->queue));
  PI_CHECK(piMemRelease(out));
}

/* One line on stderr and the same as the last error, naming both. */
static bool refuses_offset(struct gpu *t, pi_kernel kernel) {
  struct refused_launch r = {t, kernel, PI_SUCCESS};
  char *printed = capture_output(launch_with_offset, &r);
  char *message = NULL;
  piPluginGetLastError(&message);
  bool ok = r.result == PI_ERROR_UNSUPPORTED_FEATURE && count_occurrences(printed, "\n") == 1 &&
            strstr(printed, "kernel global_ids was compiled with --global-offset=off") &&
            message && strstr(printed, message);
  if (!ok)
    printf("  result %d, printed: %s", (int)r.result, printed);
  free(printed);
  return ok;
}

static void offset_off_cases(struct gpu *t, const char *path) {
  pi_program program = load_program(t, path);
  pi_kernel global_ids;
  PI_CHECK(piKernelCreate(program, "global_ids", &global_ids));
  const size_t zero[2] = {0, 0};
  report_case("--global-offset=off: offset zero", run_global_ids(t, global_ids, zero),
              "ids differ from 0-based positions");
  report_case("--global-offset=off: offset {1000,7} refused", refuses_offset(t, global_ids),
              "the launch was not refused as described");
  report_case("--global-offset=off: offset zero after the refusal",
              run_global_ids(t, global_ids, zero), "ids differ from 0-based positions");
  PI_CHECK(piKernelRelease(global_ids));
  PI_CHECK(piProgramRelease(program));
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s FATBIN OFF_FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu t;
  gpu_open(&t);
  pi_program program = load_program(&t, argv[1]);
  pi_kernel global_ids, three_locals;
  PI_CHECK(piKernelCreate(program, "global_ids", &global_ids));
  PI_CHECK(piKernelCreate(program, "three_locals", &three_locals));

  const size_t zero[2] = {0, 0}, offset[2] = {1000, 7};
  report_case("global offset zero (plain kernel)", run_global_ids(&t, global_ids, zero),
              "ids differ from 0-based positions");
  report_case("global offset {1000,7} (_with_offset twin)", run_global_ids(&t, global_ids, offset),
              "ids do not include the offset");
  report_case("global offset zero again after an offset launch",
              run_global_ids(&t, global_ids, zero), "the offset leaked into a plain launch");
  report_case("three local accessors (uchar[131], double[128], short[128])",
              run_three_locals(&t, three_locals), "wrong neighbour sums");

  PI_CHECK(piKernelRelease(global_ids));
  PI_CHECK(piKernelRelease(three_locals));
  PI_CHECK(piProgramRelease(program));
  offset_off_cases(&t, argv[2]);
  gpu_close(&t);
  return cases_exit_code();
}

/* GPU end to end for the NVPTX passes through the plugin: a kernel reading
 * its global offset, launched without (plain kernel) and with (its
 * _with_offset twin) an offset; and a kernel with three local accessors.
 * usage: gpu_passes_test FATBIN */
#include "gpu_test.h"

#include <stdio.h>
#include <stdlib.h>

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

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
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
  gpu_close(&t);
  return cases_exit_code();
}

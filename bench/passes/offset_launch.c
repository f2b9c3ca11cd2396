/* Time per launch of a kernel run with a zero global offset (the plain
 * kernel) and with a non-zero one (its _with_offset twin), interleaved in one
 * run; prints both and their ratio.
 * usage: bench_offset_launch FATBIN */
#include "gpu_test.h"

#include <stdio.h>
#include <time.h>

#define ELEMENTS (1u << 20)
#define LAUNCHES 2000
#define ROUNDS 5

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double time_launches(struct gpu *t, pi_kernel kernel, const size_t *offset) {
  size_t global = ELEMENTS, local = 256;
  double start = now();
  for (int i = 0; i < LAUNCHES; i++)
    PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 1, offset, &global, &local, 0, NULL, NULL));
  PI_CHECK(piQueueFinish(t->queue));
  return (now() - start) / LAUNCHES;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu t;
  gpu_open(&t);
  pi_program program = load_program(&t, argv[1]);
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, "scale", &kernel));
  pi_mem data;
  PI_CHECK(piMemBufferCreate(t.context, PI_MEM_FLAGS_ACCESS_RW, ELEMENTS * sizeof(float), NULL,
                             &data, NULL));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &data));
  const size_t zero = 0, offset = 4096;
  time_launches(&t, kernel, &zero); /* warm-up */
  double best_plain = 1e9, best_offset = 1e9;
  for (int round = 0; round < ROUNDS; round++) {
    double plain = time_launches(&t, kernel, &zero);
    double twin = time_launches(&t, kernel, &offset);
    best_plain = plain < best_plain ? plain : best_plain;
    best_offset = twin < best_offset ? twin : best_offset;
  }
  printf("offset launch on %s: %u elements, best of %d x %d launches\n", t.device_name, ELEMENTS,
         ROUNDS, LAUNCHES);
  printf("  without offset (plain kernel): %.3f us/launch\n", best_plain * 1e6);
  printf("  with offset (_with_offset twin): %.3f us/launch\n", best_offset * 1e6);
  printf("  ratio with/without offset: %.3f\n", best_offset / best_plain);
  PI_CHECK(piMemRelease(data));
  PI_CHECK(piKernelRelease(kernel));
  PI_CHECK(piProgramRelease(program));
  gpu_close(&t);
  return 0;
}

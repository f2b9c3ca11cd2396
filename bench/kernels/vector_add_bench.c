/* Vector add as the example builds it (examples/vector_add, sycl-nvptx for
 * sm_90) against the same kernel compiled by nvcc (vector_add.cu), both
 * launched through the plugin on the same buffers, interleaved; c = a + b is
 * checked after each side's first launch and after the timed ones.
 * usage: bench_vector_add OURS.fatbin NVCC.cubin */
#include "bench.h"

#include <stdlib.h>

#define ELEMENTS ((size_t)64 << 20)
#define GROUP 256
#define ROUNDS 15
#define BATCH_SECONDS 0.01

static pi_kernel vector_add(pi_program program, pi_mem buffers[3]) {
  pi_kernel kernel = bench_kernel(program, "vector_add");
  if (!kernel)
    return NULL;
  for (pi_uint32 i = 0; i < 3; i++)
    bench_arg_mem(kernel, i, &buffers[i]);
  pi_uint64 n = ELEMENTS;
  bench_arg_value(kernel, 3, sizeof n, &n);
  return kernel;
}

struct sum_check {
  struct bench_gpu *b;
  pi_mem c;
  float *host[3];
};

/* c = a + b in every element. */
static bool check_sum(void *context, char *why, size_t why_size) {
  struct sum_check *k = context;
  const float *a = k->host[0], *b = k->host[1];
  float *c = k->host[2];
  bench_read(k->b, k->c, c, ELEMENTS * sizeof(float));
  size_t bad = 0;
  for (size_t i = 0; i < ELEMENTS; i++) {
    if (c[i] == a[i] + b[i])
      continue;
    if (bad++ < 10)
      printf("  c[%zu]: expected %.9g, got %.9g\n", i, a[i] + b[i], c[i]);
  }
  snprintf(why, why_size, "%zu of %zu elements wrong", bad, ELEMENTS);
  return bad == 0;
}

int main(int argc, char **argv) {
  struct bench_gpu b;
  pi_program programs[2];
  bench_open_pair(&b, argc, argv, NULL, programs);
  struct bench_row row = {"vector add float (examples/vector_add)", "GB/s",
                          BENCH_HIGHER_IS_BETTER, 0.99, false};
  struct sum_check check = {&b, NULL, {NULL, NULL, NULL}};
  pi_mem buffers[3];
  for (int i = 0; i < 3; i++) {
    check.host[i] = malloc(ELEMENTS * sizeof(float));
    if (!check.host[i]) {
      fprintf(stderr, "bench_vector_add: out of host memory\n");
      return 1;
    }
    buffers[i] = bench_buffer(&b, ELEMENTS * sizeof(float));
  }
  check.c = buffers[2];
  for (size_t i = 0; i < ELEMENTS; i++) {
    check.host[0][i] = (float)(i % 1000);
    check.host[1][i] = (float)(i % 77) * 0.5f;
  }
  for (int i = 0; i < 2; i++)
    bench_write(&b, buffers[i], check.host[i], ELEMENTS * sizeof(float));
  pi_kernel kernels[2] = {vector_add(programs[0], buffers), vector_add(programs[1], buffers)};
  if (!kernels[0] || !kernels[1]) {
    bench_fail(&row, "no vector_add kernel in a program");
    return bench_exit_code();
  }
  struct bench_launch launches[2];
  static const char *sides[2] = {"sycl-nvptx", "nvcc"};
  char why[128];
  bool ok = true;
  for (int side = 0; side < 2 && ok; side++) {
    launches[side] = (struct bench_launch){kernels[side], 1, NULL, {ELEMENTS, 1, 1},
                                           {GROUP, 1, 1}};
    PI_CHECK(piEnqueueMemBufferFill(b.gpu.queue, buffers[2], &(float){-1}, sizeof(float), 0,
                                    ELEMENTS * sizeof(float), 0, NULL, NULL));
    bench_run_once(&b, &launches[side]);
    ok = check_sum(&check, why, sizeof why);
    if (!ok)
      bench_fail(&row, "%s's c: %s", sides[side], why);
  }
  struct bench_pairs pairs = {0};
  int batch =
      ok ? bench_time_pair(&b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs, check_sum, &check)
         : 0;
  if (batch) {
    bench_pairs_rate(&pairs, 3.0 * ELEMENTS * sizeof(float) * 1e-9);
    bench_report(&row, &pairs, "64 Mi elements, groups of %d, %d launches x %d rounds", GROUP,
                 batch, ROUNDS);
  }
  for (int side = 0; side < 2; side++) {
    PI_CHECK(piKernelRelease(kernels[side]));
    PI_CHECK(piProgramRelease(programs[side]));
  }
  for (int i = 0; i < 3; i++) {
    PI_CHECK(piMemRelease(buffers[i]));
    free(check.host[i]);
  }
  bench_close(&b);
  return bench_exit_code();
}

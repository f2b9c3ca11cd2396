/* Kernel time of vector add built by sycl-nvptx (examples/vector_add) and by
 * nvcc (vector_add.cu), both launched through the plugin on the same buffers,
 * interleaved in one run; prints both and their ratio.
 * usage: bench_ours_vs_nvcc OURS.fatbin NVCC.cubin */
#include "gpu_test.h"

#include <stdio.h>
#include <time.h>

#define ELEMENTS (64u << 20)
#define LAUNCHES 50
#define ROUNDS 5

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static pi_kernel vector_add(struct gpu *t, const char *binary, pi_mem buffers[3]) {
  pi_program program = load_program(t, binary);
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, "vector_add", &kernel));
  for (pi_uint32 i = 0; i < 3; i++)
    PI_CHECK(piextKernelSetArgMemObj(kernel, i, NULL, &buffers[i]));
  pi_uint64 n = ELEMENTS;
  PI_CHECK(piKernelSetArg(kernel, 3, sizeof n, &n));
  PI_CHECK(piProgramRelease(program));
  return kernel;
}

static double seconds_per_launch(struct gpu *t, pi_kernel kernel) {
  size_t global = ELEMENTS, local = 256;
  PI_CHECK(piQueueFinish(t->queue));
  double start = now();
  for (int i = 0; i < LAUNCHES; i++)
    PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  PI_CHECK(piQueueFinish(t->queue));
  return (now() - start) / LAUNCHES;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s OURS.fatbin NVCC.cubin\n", argv[0]);
    return 2;
  }
  struct gpu t;
  gpu_open(&t);
  pi_mem buffers[3];
  for (int i = 0; i < 3; i++)
    PI_CHECK(piMemBufferCreate(t.context, PI_MEM_FLAGS_ACCESS_RW, ELEMENTS * sizeof(float), NULL,
                               &buffers[i], NULL));
  pi_kernel ours = vector_add(&t, argv[1], buffers), nvcc = vector_add(&t, argv[2], buffers);
  seconds_per_launch(&t, ours);
  seconds_per_launch(&t, nvcc);
  double best_ours = 1e9, best_nvcc = 1e9;
  for (int round = 0; round < ROUNDS; round++) {
    double a = seconds_per_launch(&t, ours), b = seconds_per_launch(&t, nvcc);
    best_ours = a < best_ours ? a : best_ours;
    best_nvcc = b < best_nvcc ? b : best_nvcc;
  }
  double bytes = 3.0 * ELEMENTS * sizeof(float);
  printf("vector add on %s, %u elements, best of %d x %d launches\n", t.device_name, ELEMENTS,
         ROUNDS, LAUNCHES);
  printf("  sycl-nvptx: %.1f us (%.0f GB/s)\n", best_ours * 1e6, bytes / best_ours * 1e-9);
  printf("  nvcc:       %.1f us (%.0f GB/s)\n", best_nvcc * 1e6, bytes / best_nvcc * 1e-9);
  printf("  ratio sycl-nvptx/nvcc time: %.3f\n", best_ours / best_nvcc);
  PI_CHECK(piKernelRelease(ours));
  PI_CHECK(piKernelRelease(nvcc));
  for (int i = 0; i < 3; i++)
    PI_CHECK(piMemRelease(buffers[i]));
  gpu_close(&t);
  return 0;
}

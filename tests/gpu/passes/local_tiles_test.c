/* A tiled SGEMM whose 32x32 tiles are local accessors placed after a 3-byte
 * one (tile_kernels.cl): the plugin aligns the tiles to 16 bytes and the
 * kernel reads them with 16-byte vector loads; the product must equal the
 * host's, exactly (small integers).
 * usage: gpu_passes_local_tiles_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

enum { N = 128, TILE = 32 };

static float entry(size_t i, unsigned salt) {
  return (float)((int)(((uint32_t)i * 2654435761u + salt) >> 29) - 4);
}

static bool sgemm(struct gpu *t) {
  size_t bytes = N * N * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  for (size_t i = 0; i < N * N; i++) {
    a[i] = entry(i, 1);
    b[i] = entry(i, 7);
  }
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(test_program, "sgemm_local_tiles", &kernel));
  pi_mem mem[3];
  float *host[3] = {a, b, c};
  for (int i = 0; i < 3; i++) {
    PI_CHECK(piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                               bytes, host[i], &mem[i], NULL));
    PI_CHECK(piextKernelSetArgMemObj(kernel, 3 + i, NULL, &mem[i]));
  }
  PI_CHECK(piKernelSetArg(kernel, 0, 3, NULL));
  PI_CHECK(piKernelSetArg(kernel, 1, TILE * TILE * sizeof(float), NULL));
  PI_CHECK(piKernelSetArg(kernel, 2, TILE * TILE * sizeof(float), NULL));
  int n = N;
  PI_CHECK(piKernelSetArg(kernel, 6, sizeof n, &n));
  size_t global[2] = {N, N}, local[2] = {TILE, TILE};
  PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 2, NULL, global, local, 0, NULL, NULL));
  PI_CHECK(piEnqueueMemBufferRead(t->queue, mem[2], PI_TRUE, 0, bytes, c, 0, NULL, NULL));
  for (int i = 0; i < 3; i++)
    PI_CHECK(piMemRelease(mem[i]));
  PI_CHECK(piKernelRelease(kernel));
  int bad = 0;
  for (size_t row = 0; row < N; row++)
    for (size_t col = 0; col < N; col++) {
      float want = 0.0f;
      for (size_t k = 0; k < N; k++)
        want += a[row * N + k] * b[k * N + col];
      if (c[row * N + col] != want && bad++ < 10)
        printf("  c[%zu][%zu]: expected %g, got %g\n", row, col, want, c[row * N + col]);
    }
  free(a);
  free(b);
  free(c);
  return bad == 0;
}

int main(int argc, char **argv) {
  static const struct named_case cases[] = {
      {"SGEMM with 32x32 local-accessor tiles after a 3-byte one (vector loads)", sgemm},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof cases[0]);
}

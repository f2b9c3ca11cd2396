/* A work-group sum of 2^26 floats, one per work-item in work-groups of 256:
 * __spirv_GroupFAdd(Workgroup, Reduce) compiled by sycl-nvptx against
 * cub::BlockReduce compiled by nvcc, both launched through the plugin on the
 * same buffers and interleaved. Both kernels' sums are checked (small
 * integers, exact in any order) before any time is printed; then the best
 * time of each and CUB's time over ours (the goal is at least 0.97).
 * usage: bench_group_sum OURS.fatbin CUB.cubin */
#include "gpu_test.h"

#include <stdlib.h>

#define ELEMENTS (1u << 26)
#define GROUP 256u
#define GROUPS (ELEMENTS / GROUP)
#define LAUNCHES 50
#define ROUNDS 5

static pi_kernel group_sum(struct gpu *t, const char *binary, pi_mem in, pi_mem out) {
  pi_program program = load_program(t, binary);
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, "group_sum", &kernel));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &in));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 1, NULL, &out));
  PI_CHECK(piProgramRelease(program));
  return kernel;
}

static void launch(struct gpu *t, pi_kernel kernel) {
  size_t global = ELEMENTS, local = GROUP;
  PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
}

/* Runs the kernel once on a zeroed output and compares every group's sum. */
static bool sums_right(struct gpu *t, pi_kernel kernel, pi_mem out, const float *want,
                       const char *who) {
  float *got = calloc(GROUPS, sizeof *got);
  PI_CHECK(piEnqueueMemBufferWrite(t->queue, out, PI_TRUE, 0, GROUPS * sizeof *got, got, 0, NULL,
                                   NULL));
  launch(t, kernel);
  PI_CHECK(piEnqueueMemBufferRead(t->queue, out, PI_TRUE, 0, GROUPS * sizeof *got, got, 0, NULL,
                                  NULL));
  int wrong = 0;
  for (unsigned g = 0; g < GROUPS; g++)
    if (got[g] != want[g] && wrong++ < 10)
      printf("  %s: work-group %u: expected %.1f, got %.9g\n", who, g, want[g], got[g]);
  free(got);
  if (wrong)
    printf("%s: %d of %u work-group sums wrong\n", who, wrong, GROUPS);
  return wrong == 0;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s OURS.fatbin CUB.cubin\n", argv[0]);
    return 2;
  }
  struct gpu t;
  gpu_open(&t);
  float *values = malloc(ELEMENTS * sizeof *values), *want = calloc(GROUPS, sizeof *want);
  uint32_t state = 12345;
  for (unsigned i = 0; i < ELEMENTS; i++) {
    state = state * 1664525u + 1013904223u;
    values[i] = (float)((int)(state >> 28) - 8); /* -8..7: every group sum is exact */
    want[i / GROUP] += values[i];
  }
  pi_mem in, out;
  PI_CHECK(piMemBufferCreate(t.context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                             ELEMENTS * sizeof *values, values, &in, NULL));
  PI_CHECK(piMemBufferCreate(t.context, PI_MEM_FLAGS_ACCESS_RW, GROUPS * sizeof(float), NULL, &out,
                             NULL));
  pi_kernel ours = group_sum(&t, argv[1], in, out), cub = group_sum(&t, argv[2], in, out);
  bool right = sums_right(&t, ours, out, want, "sycl-nvptx GroupFAdd");
  right &= sums_right(&t, cub, out, want, "nvcc cub::BlockReduce");
  if (!right)
    return 1;
  double best_ours = 1e9, best_cub = 1e9;
  for (int round = 0; round <= ROUNDS; round++) { /* round 0 warms up */
    double a = mean_launch_seconds(&t, ours, ELEMENTS, GROUP, LAUNCHES);
    double b = mean_launch_seconds(&t, cub, ELEMENTS, GROUP, LAUNCHES);
    if (round == 0)
      continue;
    best_ours = a < best_ours ? a : best_ours;
    best_cub = b < best_cub ? b : best_cub;
  }
  double bytes = (double)ELEMENTS * sizeof(float);
  printf("work-group float sum on %s: %u floats in work-groups of %u, best of %d x %d launches\n",
         t.device_name, ELEMENTS, GROUP, ROUNDS, LAUNCHES);
  printf("  sycl-nvptx GroupFAdd:  %.1f us (%.0f GB/s)\n", best_ours * 1e6, bytes / best_ours * 1e-9);
  printf("  nvcc cub::BlockReduce: %.1f us (%.0f GB/s)\n", best_cub * 1e6, bytes / best_cub * 1e-9);
  printf("  ratio cub/sycl-nvptx time: %.3f (goal >= 0.97)\n", best_cub / best_ours);
  PI_CHECK(piKernelRelease(ours));
  PI_CHECK(piKernelRelease(cub));
  PI_CHECK(piMemRelease(in));
  PI_CHECK(piMemRelease(out));
  free(values);
  free(want);
  gpu_close(&t);
  return 0;
}

/* Work-group sums stored by work-item 0 alone (guarded_sum_kernels.cl),
 * for work-groups of one warp, of 2 to 8 whole warps (the straight line,
 * whose tree the driver moves under the test), of more warps, and with a
 * short last warp: exact against the host's sums.
 * usage: gpu_guarded_sum_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

enum { GROUPS = 6 };

/* -16..15: sums of a work-group are exact in float. */
static int input(size_t i) { return (int)(((uint32_t)i * 2654435761u) >> 27) - 16; }

static bool first_sums(struct gpu *t, size_t group) {
  size_t n = GROUPS * group;
  int *in = malloc(n * sizeof *in), *isum = calloc(GROUPS, sizeof *isum);
  float *fsum = calloc(GROUPS, sizeof *fsum);
  for (size_t i = 0; i < n; i++)
    in[i] = input(i);
  void *fdata[2] = {in, fsum}, *idata[2] = {in, isum};
  size_t fsizes[2] = {n * sizeof *in, GROUPS * sizeof *fsum};
  size_t isizes[2] = {n * sizeof *in, GROUPS * sizeof *isum};
  run_on_buffers(t, test_program, "first_fsum", n, group, 2, fdata, fsizes, 0);
  run_on_buffers(t, test_program, "first_isum", n, group, 2, idata, isizes, 0);
  int bad = 0;
  for (size_t g = 0; g < GROUPS; g++) {
    int sum = 0;
    for (size_t i = g * group; i < (g + 1) * group; i++)
      sum += in[i];
    if ((fsum[g] != (float)sum || isum[g] != sum) && bad++ < 10)
      printf("  groups of %zu, group %zu: expected %d, got %g (GroupFAdd) and %d (GroupIAdd)\n",
             group, g, sum, fsum[g], isum[g]);
  }
  free(in);
  free(fsum);
  free(isum);
  return bad == 0;
}

static bool one_warp(struct gpu *t) { return first_sums(t, 32); }
static bool two_warps(struct gpu *t) { return first_sums(t, 64); }
static bool eight_warps(struct gpu *t) { return first_sums(t, 256); }
static bool sixteen_warps(struct gpu *t) { return first_sums(t, 512); }
static bool short_last_warp(struct gpu *t) { return first_sums(t, 200); }

int main(int argc, char **argv) {
  static const struct named_case cases[] = {
      {"work-item 0 stores the sum: groups of 32 (one sub-group)", one_warp},
      {"groups of 64 (the straight line, 2 warps)", two_warps},
      {"groups of 256 (the straight line, 8 warps)", eight_warps},
      {"groups of 512 (16 warps, the general path)", sixteen_warps},
      {"groups of 200 (a short last warp)", short_last_warp},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}

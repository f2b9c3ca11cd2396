/* A work-group sum of 2^26 floats, one per work-item in work-groups of 256:
 * __spirv_GroupFAdd(Workgroup, Reduce) compiled by sycl-nvptx against
 * cub::BlockReduce compiled by nvcc, both launched through the plugin on the
 * same buffers, interleaved (bench.h). Three rows: ours as written (the
 * work-group size known at run time) and with reqd_work_group_size(256)
 * against plain cub, which gives thread 0 the sum, and ours against cub
 * followed by the shared-memory broadcast that gives it to every thread.
 * Each kernel's group sums are checked (small integers, exact in any order)
 * before and after the timing.
 * usage: bench_group_sum OURS.fatbin CUB.cubin */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

#define ELEMENTS ((size_t)1 << 26)
#define GROUP 256
#define GROUPS (ELEMENTS / GROUP)
#define ROUNDS 15
#define BATCH_SECONDS 0.01

/* One row: a kernel of ours against a kernel of nvcc's, both
 * (const float *in, float *out). */
struct sum_row {
  const char *name, *ours, *reference, *note;
};

static const struct sum_row ROWS[] = {
    {"group reduce float: GroupFAdd vs cub::BlockReduce", "group_sum", "group_sum",
     "ours gives every work-item the sum, cub only thread 0"},
    {"group reduce float: GroupFAdd, reqd_work_group_size(256), vs cub::BlockReduce",
     "group_sum_256", "group_sum", "both fix the work-group size at compile time"},
    {"group reduce float: GroupFAdd vs cub::BlockReduce + broadcast", "group_sum",
     "group_sum_broadcast", "both give every work-item the sum"},
};

static const char *SIDES[2] = {"sycl-nvptx", "nvcc"};

struct group_sum {
  struct bench_gpu b;
  pi_program programs[2];
  pi_mem in, out;
  float *want, *got;
};

static bool check_sums(void *context, char *why, size_t why_size) {
  struct group_sum *s = context;
  bench_read(&s->b, s->out, s->got, GROUPS * sizeof(float));
  size_t wrong = 0, first = 0;
  for (size_t g = 0; g < GROUPS; g++) {
    if (s->got[g] == s->want[g])
      continue;
    if (wrong < 10)
      printf("  work-group %zu: expected %.1f, got %.9g\n", g, s->want[g], s->got[g]);
    first = wrong++ ? first : g;
  }
  snprintf(why, why_size, "%zu of %zu work-group sums wrong, first at %zu", wrong,
           (size_t)GROUPS, first);
  return wrong == 0;
}

static void run_row(struct group_sum *s, const struct sum_row *r) {
  struct bench_row row = {r->name, "GB/s", BENCH_HIGHER_IS_BETTER, 0.97, false};
  const char *names[2] = {r->ours, r->reference};
  pi_kernel kernels[2] = {bench_kernel(s->programs[0], names[0]),
                          bench_kernel(s->programs[1], names[1])};
  if (!kernels[0] || !kernels[1]) {
    bench_fail(&row, "kernel missing from a program");
    return;
  }
  struct bench_launch launches[2];
  char why[160];
  bool ok = true;
  for (int side = 0; side < 2 && ok; side++) {
    bench_arg_mem(kernels[side], 0, &s->in);
    bench_arg_mem(kernels[side], 1, &s->out);
    launches[side] = (struct bench_launch){kernels[side], 1, NULL, {ELEMENTS, 1, 1}, {GROUP, 1, 1}};
    const float nan_value = NAN;
    PI_CHECK(piEnqueueMemBufferFill(s->b.gpu.queue, s->out, &nan_value, sizeof nan_value, 0,
                                    GROUPS * sizeof(float), 0, NULL, NULL));
    bench_run_once(&s->b, &launches[side]);
    if (!check_sums(s, why, sizeof why)) {
      bench_fail(&row, "%s's %s: %s", SIDES[side], names[side], why);
      ok = false;
    }
  }
  struct bench_pairs pairs = {0};
  int batch = ok ? bench_time_pair(&s->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs,
                                   check_sums, s)
                 : 0;
  if (batch) {
    bench_pairs_rate(&pairs, (double)ELEMENTS * sizeof(float) * 1e-9);
    bench_report(&row, &pairs, "2^26 floats, groups of %d; %s; %d launches x %d rounds", GROUP,
                 r->note, batch, ROUNDS);
  }
  for (int side = 0; side < 2; side++)
    PI_CHECK(piKernelRelease(kernels[side]));
}

int main(int argc, char **argv) {
  struct group_sum s = {0};
  bench_open_pair(&s.b, argc, argv, NULL, s.programs);
  float *values = malloc(ELEMENTS * sizeof *values);
  s.want = calloc(GROUPS, sizeof *s.want);
  s.got = malloc(GROUPS * sizeof *s.got);
  if (!values || !s.want || !s.got) {
    fprintf(stderr, "bench_group_sum: out of host memory\n");
    return 1;
  }
  uint32_t state = 12345;
  for (size_t i = 0; i < ELEMENTS; i++) {
    state = state * 1664525u + 1013904223u;
    values[i] = (float)((int)(state >> 28) - 8); /* -8..7: every group sum is exact */
    s.want[i / GROUP] += values[i];
  }
  s.in = bench_buffer(&s.b, ELEMENTS * sizeof *values);
  s.out = bench_buffer(&s.b, GROUPS * sizeof(float));
  bench_write(&s.b, s.in, values, ELEMENTS * sizeof *values);
  for (size_t r = 0; r < sizeof ROWS / sizeof *ROWS; r++)
    run_row(&s, &ROWS[r]);
  PI_CHECK(piMemRelease(s.in));
  PI_CHECK(piMemRelease(s.out));
  for (int side = 0; side < 2; side++)
    PI_CHECK(piProgramRelease(s.programs[side]));
  free(values);
  free(s.want);
  free(s.got);
  bench_close(&s.b);
  return bench_exit_code();
}

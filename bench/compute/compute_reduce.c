/* Sum of 2^26 floats: 1024 groups of 256, each work-item adding a strided
 * share (256 elements), then a local tree per group; one sum per group.
 * The inputs are small whole numbers, so every group's sum is exact in any
 * order and is checked exactly. */
#include "compute_bench.h"

#include <stdlib.h>

#define N (1 << 26)
#define GROUP 256
#define GROUPS 1024
#define ITEMS (GROUP * GROUPS)

struct reduce {
  struct compute *c;
  pi_mem in, sums;
  float want[GROUPS], got[GROUPS];
};

static void set_args(void *context, pi_kernel kernel, bool locals) {
  struct reduce *r = context;
  int n = N;
  bench_arg_mem(kernel, 0, &r->in);
  bench_arg_value(kernel, 1, sizeof n, &n);
  bench_arg_mem(kernel, 2, &r->sums);
  if (locals)
    bench_arg_local(kernel, 3, GROUP * sizeof(float));
}

static void clear(void *context) {
  struct reduce *r = context;
  compute_fill(r->c, r->sums, 0x7fc00000u, GROUPS * sizeof(float));
}

static bool check(void *context, char *why, size_t why_size) {
  struct reduce *r = context;
  bench_read(&r->c->b, r->sums, r->got, sizeof r->got);
  return bench_check_floats(r->got, r->want, NULL, GROUPS, 0, why, why_size);
}

void compute_reduce(struct compute *c) {
  static struct reduce r;
  r.c = c;
  float *in = compute_alloc((size_t)N * sizeof(float), "input");
  uint64_t state = 8;
  for (size_t i = 0; i < N; ++i) {
    in[i] = (float)(compute_random(&state) % 16);
    r.want[i % ITEMS / GROUP] += in[i];
  }
  r.in = bench_buffer(&c->b, (size_t)N * sizeof(float));
  r.sums = bench_buffer(&c->b, GROUPS * sizeof(float));
  bench_write(&c->b, r.in, in, (size_t)N * sizeof(float));
  struct compute_case row = {"reduction 2^26 float, strided loop then local tree",
                             {"reduce_strided", "reduce_strided"}, 1, "GB/s",
                             (double)N * sizeof(float) * 1e-9, 0.97, 1, {ITEMS, 1, 1},
                             {GROUP, 1, 1}, set_args, clear, check,
                             "1024 groups of 256, 256 elements a work-item, one sum per group"};
  compute_run(c, &row, &r);
  PI_CHECK(piMemRelease(r.in));
  PI_CHECK(piMemRelease(r.sums));
  free(in);
}

/* Work-group-local passes over 2^26 (scan) and 2^23 (sort) uints, checked
 * exactly in full: the first pass of an exclusive scan (groups of 512 scan
 * their elements in local memory and write their block's total) and a
 * bitonic sort of each block of 1024 keys in local memory (groups of 512). */
#include "compute_bench.h"

#include <stdlib.h>

#define SCAN_N (1 << 26)
#define SCAN_GROUP 512
#define SORT_N (1 << 23)
#define SORT_GROUP 512
#define SORT_BLOCK (2 * SORT_GROUP)

struct blocks {
  struct compute *c;
  pi_mem in, out, sums;
  uint32_t *want, *want_sums, *got;
  size_t n, groups;
};

static void set_scan_args(void *context, pi_kernel kernel, bool locals) {
  struct blocks *s = context;
  bench_arg_mem(kernel, 0, &s->in);
  bench_arg_mem(kernel, 1, &s->out);
  bench_arg_mem(kernel, 2, &s->sums);
  if (locals)
    bench_arg_local(kernel, 3, SCAN_GROUP * sizeof(uint32_t));
}

static void set_sort_args(void *context, pi_kernel kernel, bool locals) {
  struct blocks *s = context;
  bench_arg_mem(kernel, 0, &s->in);
  bench_arg_mem(kernel, 1, &s->out);
  if (locals)
    bench_arg_local(kernel, 2, SORT_BLOCK * sizeof(uint32_t));
}

static void clear(void *context) {
  struct blocks *s = context;
  compute_fill(s->c, s->out, 0xdeadbeefu, s->n * sizeof(uint32_t));
  if (s->want_sums)
    compute_fill(s->c, s->sums, 0xdeadbeefu, s->groups * sizeof(uint32_t));
}

static size_t mismatches(const uint32_t *got, const uint32_t *want, size_t n, const char *what) {
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i)
    if (got[i] != want[i] && bad++ < 10)
      printf("  %s[%zu]: expected %u, got %u\n", what, i, want[i], got[i]);
  return bad;
}

static bool check(void *context, char *why, size_t why_size) {
  struct blocks *s = context;
  bench_read(&s->c->b, s->out, s->got, s->n * sizeof(uint32_t));
  size_t bad = mismatches(s->got, s->want, s->n, "out");
  if (s->want_sums) {
    bench_read(&s->c->b, s->sums, s->got, s->groups * sizeof(uint32_t));
    bad += mismatches(s->got, s->want_sums, s->groups, "block_sums");
  }
  snprintf(why, why_size, "%zu of %zu values wrong", bad, s->n + (s->want_sums ? s->groups : 0));
  return bad == 0;
}

static int compare_keys(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

static struct blocks make_blocks(struct compute *c, size_t n, size_t group, bool sums) {
  struct blocks s = {c, bench_buffer(&c->b, n * sizeof(uint32_t)),
                     bench_buffer(&c->b, n * sizeof(uint32_t)),
                     sums ? bench_buffer(&c->b, n / group * sizeof(uint32_t)) : NULL,
                     compute_alloc(n * sizeof(uint32_t), "reference"),
                     sums ? compute_alloc(n / group * sizeof(uint32_t), "block sums") : NULL,
                     compute_alloc(n * sizeof(uint32_t), "output"), n, n / group};
  return s;
}

static void free_blocks(struct blocks *s) {
  PI_CHECK(piMemRelease(s->in));
  PI_CHECK(piMemRelease(s->out));
  if (s->sums)
    PI_CHECK(piMemRelease(s->sums));
  free(s->want);
  free(s->want_sums);
  free(s->got);
}

void compute_scan(struct compute *c) {
  struct blocks s = make_blocks(c, SCAN_N, SCAN_GROUP, true);
  uint32_t *in = s.got;
  uint64_t state = 6;
  for (size_t i = 0; i < SCAN_N; ++i)
    in[i] = (uint32_t)(compute_random(&state) % 1000);
  bench_write(&c->b, s.in, in, SCAN_N * sizeof(uint32_t));
  for (size_t g = 0; g < s.groups; ++g) {
    uint32_t sum = 0;
    for (size_t i = g * SCAN_GROUP; i < (g + 1) * SCAN_GROUP; ++i) {
      s.want[i] = sum;
      sum += in[i];
    }
    s.want_sums[g] = sum;
  }
  struct compute_case row = {"scan 2^26 uint, work-group pass in local memory",
                             {"scan_blocks", "scan_blocks"}, 1, "GB/s",
                             2.0 * SCAN_N * sizeof(uint32_t) * 1e-9, 0.97, 1, {SCAN_N, 1, 1},
                             {SCAN_GROUP, 1, 1}, set_scan_args, clear, check,
                             "groups of 512, exclusive, Hillis-Steele, block totals written; "
                             "bytes: one read and one write per element"};
  compute_run(c, &row, &s);
  free_blocks(&s);
}

void compute_bitonic(struct compute *c) {
  struct blocks s = make_blocks(c, SORT_N, SORT_BLOCK, false);
  uint64_t state = 7;
  for (size_t i = 0; i < SORT_N; ++i)
    s.want[i] = (uint32_t)compute_random(&state);
  bench_write(&c->b, s.in, s.want, SORT_N * sizeof(uint32_t));
  for (size_t b = 0; b < s.groups; ++b)
    qsort(s.want + b * SORT_BLOCK, SORT_BLOCK, sizeof(uint32_t), compare_keys);
  struct compute_case row = {"bitonic sort, 1024-key blocks in local memory, 2^23 uint",
                             {"bitonic_sort_blocks", "bitonic_sort_blocks"}, 1, "Gkeys/s",
                             SORT_N * 1e-9, 0.97, 1, {SORT_N / 2, 1, 1}, {SORT_GROUP, 1, 1},
                             set_sort_args, clear, check,
                             "every stage of the network, one compare-exchange per work-item "
                             "a step, groups of 512"};
  compute_run(c, &row, &s);
  free_blocks(&s);
}

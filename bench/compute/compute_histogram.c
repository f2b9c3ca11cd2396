/* 256-bin histogram of 2^28 random bytes (2^26 words), local atomics per
 * group then global atomics into the bins, 1024 groups of 256 in a strided
 * loop. The bins are cleared only before each side's first launch, so the
 * timed launches keep adding to them: byte 0 occurs exactly once in the data,
 * so bin 0 counts the launches, k, and every bin must hold k times its
 * reference count (mod 2^32). */
#include "compute_bench.h"

#include <stdlib.h>

#define WORDS (1 << 26)
#define GROUP 256
#define GROUPS 1024

struct histogram {
  struct compute *c;
  pi_mem data, bins;
  uint32_t want[256];
};

static void set_args(void *context, pi_kernel kernel, bool locals) {
  struct histogram *h = context;
  int words = WORDS;
  bench_arg_mem(kernel, 0, &h->data);
  bench_arg_value(kernel, 1, sizeof words, &words);
  bench_arg_mem(kernel, 2, &h->bins);
  if (locals)
    bench_arg_local(kernel, 3, 256 * sizeof(uint32_t));
}

static void clear(void *context) {
  struct histogram *h = context;
  compute_fill(h->c, h->bins, 0, 256 * sizeof(uint32_t));
}

static bool check(void *context, char *why, size_t why_size) {
  struct histogram *h = context;
  uint32_t got[256];
  bench_read(&h->c->b, h->bins, got, sizeof got);
  uint32_t launches = got[0];
  int bad = 0;
  for (int b = 0; b < 256; ++b)
    if (got[b] != launches * h->want[b] && bad++ < 10)
      printf("  bin %d after %u launches: expected %u, got %u\n", b, launches,
             launches * h->want[b], got[b]);
  snprintf(why, why_size, "%d of 256 bins wrong (bin 0: %u launches)", bad, launches);
  return bad == 0 && launches > 0;
}

void compute_histogram(struct compute *c) {
  static struct histogram h;
  h.c = c;
  uint32_t *data = compute_alloc((size_t)WORDS * sizeof(uint32_t), "data");
  uint64_t state = 4;
  for (size_t i = 0; i < WORDS; ++i) {
    uint32_t w = 0;
    for (int byte = 0; byte < 4; ++byte)
      w |= (uint32_t)(1 + compute_random(&state) % 255) << (8 * byte);
    data[i] = w;
  }
  data[WORDS / 3] &= ~0xffu;
  for (size_t i = 0; i < WORDS; ++i)
    for (int byte = 0; byte < 4; ++byte)
      h.want[(data[i] >> (8 * byte)) & 255]++;
  h.data = bench_buffer(&c->b, (size_t)WORDS * sizeof(uint32_t));
  h.bins = bench_buffer(&c->b, 256 * sizeof(uint32_t));
  bench_write(&c->b, h.data, data, (size_t)WORDS * sizeof(uint32_t));
  struct compute_case row = {"histogram 256 bins, 2^28 bytes, local then global atomics",
                             {"histogram256", "histogram256"}, 1, "GB/s",
                             (double)WORDS * sizeof(uint32_t) * 1e-9, 0.97, 1,
                             {GROUP * GROUPS, 1, 1}, {GROUP, 1, 1}, set_args, clear, check,
                             "__spirv_AtomicIAdd on local and global uint vs atomicAdd; "
                             "1024 groups of 256, strided loop"};
  compute_run(c, &row, &h);
  PI_CHECK(piMemRelease(h.data));
  PI_CHECK(piMemRelease(h.bins));
  free(data);
}

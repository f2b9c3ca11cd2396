/* libspirv's sub-group block reads and writes on the GPU
 * (SPV_INTEL_subgroups): every element type and width, on global and local
 * memory, in work-groups of 64 and of 128, exact against the host's
 * reading of the extension: component j of lane L is element L + 32 j of
 * its sub-group's block (block_io_kernels.cl says what each output holds).
 * usage: gpu_block_io_test FATBIN */
#include "block_io_cases.h"
#include "gpu_test.h"

#include <stdlib.h>
#include <string.h>

#define ITEMS 1024u
#define WARP 32u

struct block_kernel {
  const char *name;
  unsigned bytes; /* of an element */
  unsigned width;
};

#define BLOCK_IO_ENTRY(T, SIGNED, BYTES, W, SUFFIX) {"block_io_" #T #W, BYTES, W},
static const struct block_kernel kernels[] = {BLOCK_IO_CASES(BLOCK_IO_ENTRY)};

static uint64_t mask(unsigned bytes) { return bytes == 8 ? ~0ull : (1ull << (8 * bytes)) - 1; }

static uint64_t get(const unsigned char *buf, unsigned bytes, size_t k) {
  uint64_t v = 0;
  memcpy(&v, buf + k * bytes, bytes); /* little-endian host and device */
  return v;
}

/* The kernels' MARK(T, i, j). */
static uint64_t mark(unsigned bytes, uint64_t i, uint64_t j) {
  return ((i * 0x9E3779B97F4A7C15ull) ^ (j * 0xD1B54A32D192ED03ull)) & mask(bytes);
}

static uint64_t input(unsigned bytes, uint64_t k) {
  uint64_t x = (k + 1) * 0xBF58476D1CE4E5B9ull;
  return (x ^ (x >> 29)) & mask(bytes);
}

/* Runs one kernel in work-groups of `group`; names the first wrong output. */
static bool run_kernel(struct gpu *g, const struct block_kernel *k, unsigned group,
                       char *why, size_t why_size) {
  size_t n = (size_t)ITEMS * k->width, bytes = n * k->bytes;
  unsigned char *buf[5];
  for (int b = 0; b < 5; b++) {
    buf[b] = malloc(bytes);
    memset(buf[b], 0xA5, bytes);
  }
  for (size_t e = 0; e < n; e++) {
    uint64_t v = input(k->bytes, e);
    memcpy(buf[0] + e * k->bytes, &v, k->bytes);
  }
  void *data[] = {buf[0], buf[1], buf[2], buf[3], buf[4]};
  size_t sizes[] = {bytes, bytes, bytes, bytes, bytes};
  run_on_buffers(g, test_program, k->name, ITEMS, group, 5, data, sizes,
                 (size_t)group * k->width * k->bytes);
  static const char *const what[] = {"", "global read", "global write", "local read",
                                     "local write"};
  bool ok = true;
  for (unsigned i = 0; i < ITEMS && ok; i++) {
    size_t block = (size_t)(i / WARP) * WARP * k->width;
    unsigned lane = i % WARP;
    for (unsigned j = 0; j < k->width && ok; j++) {
      size_t slot = block + lane + (size_t)j * WARP;
      uint64_t want_read = input(k->bytes, slot), want_write = mark(k->bytes, i, j);
      uint64_t got[5] = {0, get(buf[1], k->bytes, (size_t)i * k->width + j),
                         get(buf[2], k->bytes, slot),
                         get(buf[3], k->bytes, (size_t)i * k->width + j),
                         get(buf[4], k->bytes, slot)};
      for (int b = 1; b < 5 && ok; b++) {
        uint64_t want = b % 2 ? want_read : want_write;
        if (got[b] != want) {
          snprintf(why, why_size, "%s: work-item %u component %u is %#llx, want %#llx",
                   what[b], i, j, (unsigned long long)got[b], (unsigned long long)want);
          ok = false;
        }
      }
    }
  }
  for (int b = 0; b < 5; b++)
    free(buf[b]);
  return ok;
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  static const unsigned groups[] = {64, 128};
  for (size_t gi = 0; gi < sizeof groups / sizeof *groups; gi++)
    for (size_t ki = 0; ki < sizeof kernels / sizeof *kernels; ki++) {
      char name[96], why[160] = "";
      snprintf(name, sizeof name, "%s, work-groups of %u", kernels[ki].name, groups[gi]);
      bool ok = run_kernel(&g, &kernels[ki], groups[gi], why, sizeof why);
      report_case(name, ok, "%s", why);
    }
  return end_binary_test(&g);
}

/* libspirv's vector shuffles on the GPU: shuffle and shuffle2 for every
 * element type, every input width and every result width (2, 4, 8, 16),
 * bit-exact against a host reference. Masks: random, identity, reversed
 * and broadcast, each with random bits above the index bits (which OpenCL
 * ignores); and a few masks known at compile time.
 * usage: gpu_vector_shuffle_test FATBIN */
#include "fp_reference.h"
#include "gpu_test.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#define ITEMS 1024u
#define GROUP 128u
#define RESULTS 240 /* per work-item: 4 input widths x (2 + 4 + 8 + 16) x 2 */
#define MAX_REPORTS 10

static void check_type(struct gpu *g, pi_program p, const char *name, unsigned size,
                       uint64_t *state) {
  void *x = malloc(16 * ITEMS * size), *y = malloc(16 * ITEMS * size);
  void *mask = malloc(16 * ITEMS * size), *out = calloc(RESULTS * ITEMS, size);
  uint64_t all_ones = size == 8 ? ~0ull : (1ull << (8 * size)) - 1;
  for (size_t i = 0; i < ITEMS; i++) {
    unsigned broadcast = (unsigned)(next_random(state) % 32);
    for (int j = 0; j < 16; j++) {
      set_bits(x, size, 16 * i + j, next_random(state));
      set_bits(y, size, 16 * i + j, next_random(state));
      uint64_t index = i % 4 == 0 ? next_random(state) % 32
                       : i % 4 == 1 ? (uint64_t)j
                       : i % 4 == 2 ? (uint64_t)(31 - j)
                                    : broadcast;
      set_bits(mask, size, 16 * i + j, ((next_random(state) << 5) | index) & all_ones);
    }
  }
  char kernel[64];
  snprintf(kernel, sizeof kernel, "vector_shuffle_%s", name);
  uint32_t params[] = {ITEMS};
  void *data[] = {x, y, mask, out, params};
  size_t sizes[] = {16 * ITEMS * size, 16 * ITEMS * size, 16 * ITEMS * size,
                    RESULTS * ITEMS * size, sizeof params};
  run_on_buffers(g, p, kernel, ITEMS, GROUP, 5, data, sizes, 0);
  int wrong[4][4][2] = {{{0}}};
  static const int widths[4] = {2, 4, 8, 16};
  for (size_t i = 0; i < ITEMS; i++) {
    size_t next = 0;
    for (int b = 0; b < 4; b++)
      for (int a = 0; a < 4; a++)
        for (int two = 0; two < 2; two++)
          for (int j = 0; j < widths[a]; j++, next++) {
            int n = widths[b] << two;
            unsigned k = (unsigned)(get_bits(mask, size, 16 * i + j) & (uint64_t)(n - 1));
            uint64_t want = k < (unsigned)widths[b] ? get_bits(x, size, 16 * i + k)
                                                    : get_bits(y, size, 16 * i + k - widths[b]);
            uint64_t got = get_bits(out, size, RESULTS * i + next);
            if (got != want && wrong[b][a][two]++ < MAX_REPORTS)
              printf("  %s%d %s(%s%d, mask %d of 0x%" PRIx64 "), item %zu: expected 0x%" PRIx64
                     " (element %u), got 0x%" PRIx64 "\n",
                     name, widths[a], two ? "shuffle2" : "shuffle", name, widths[b], j,
                     get_bits(mask, size, 16 * i + j), i, want, k, got);
          }
  }
  for (int b = 0; b < 4; b++)
    for (int a = 0; a < 4; a++)
      for (int two = 0; two < 2; two++) {
        char what[96];
        snprintf(what, sizeof what, "%s%d = %s(%s%d%s, mask)", name, widths[a],
                 two ? "shuffle2" : "shuffle", name, widths[b], two ? " x 2" : "");
        report_case(what, wrong[b][a][two] == 0, "%d wrong elements", wrong[b][a][two]);
      }
  free(x);
  free(y);
  free(mask);
  free(out);
}

/* The masks written into constant_masks (vector_shuffle_kernels.cl). */
static void check_constant_masks(struct gpu *g, pi_program p) {
  signed char bytes[16];
  float floats[4];
  short shorts[4];
  void *data[] = {bytes, floats, shorts};
  size_t sizes[] = {sizeof bytes, sizeof floats, sizeof shorts};
  run_on_buffers(g, p, "constant_masks", 1, 1, 3, data, sizes, 0);
  static const signed char want_bytes[16] = {31, 0, 17, 2, 3, 20, 5, 6, 31, 1, 15, 10, 12, 29, 14, 1};
  static const float want_floats[4] = {7, 6, 5, 0};
  static const short want_shorts[4] = {23, 16, 3, 0};
  bool ok = memcmp(bytes, want_bytes, sizeof bytes) == 0 &&
            memcmp(floats, want_floats, sizeof floats) == 0 &&
            memcmp(shorts, want_shorts, sizeof shorts) == 0;
  if (!ok) {
    printf("  char16 shuffle2:");
    for (int j = 0; j < 16; j++)
      printf(" %d", bytes[j]);
    printf("\n  float4 shuffle: %g %g %g %g\n  short4 shuffle2: %d %d %d %d\n", floats[0],
           floats[1], floats[2], floats[3], shorts[0], shorts[1], shorts[2], shorts[3]);
  }
  report_case("masks known at compile time (char16, float4, short4)", ok,
              "see the values above");
}

static void check_binary(struct gpu *g, pi_program p, const char *path) {
  (void)path;
  uint64_t state = 0x5a5a;
  static const struct {
    const char *name;
    unsigned size;
  } types[] = {{"char", 1}, {"uchar", 1}, {"short", 2}, {"ushort", 2}, {"half", 2}, {"int", 4},
               {"uint", 4}, {"float", 4}, {"long", 8},  {"ulong", 8},  {"double", 8}};
  for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
    check_type(g, p, types[t].name, types[t].size, &state);
  check_constant_masks(g, p);
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  check_binary(&g, test_program, argv[1]);
  return end_binary_test(&g);
}

/* libspirv's group async copies on the GPU, byte for byte: global to local
 * (read back through a plain copy) and local to global, for element sizes
 * 1 to 128 bytes and 3-vectors, contiguous, strided and misaligned, by a
 * work-group of 96 (three warps); a sub-group-scope copy in a work-group
 * with a short last warp; and prefetch. Built for sm_90 the global-to-local
 * copies are cp.async; built as compute_75 PTX (JIT-compiled) they are
 * plain loads and stores: the suite runs both.
 * usage: gpu_async_copy_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>
#include <string.h>

#define GROUP 96u
#define UNTOUCHED 0xEE
#define MAX_REPORTED 10

struct element {
  const char *kernel;
  size_t size;        /* sizeof in OpenCL C: 3-vectors take four elements */
  size_t value_bytes; /* what must arrive; a 3-vector's padding need not */
};

struct shape {
  const char *name;
  size_t n, in_stride, out_stride, local_offset, in_offset, out_offset;
};

static const struct element elements[] = {
    {"copy_char", 1, 1},    {"copy_short", 2, 2},  {"copy_int", 4, 4},
    {"copy_long", 8, 8},    {"copy_char3", 4, 3},  {"copy_int3", 16, 12},
    {"copy_int4", 16, 16},  {"copy_long4", 32, 32}, {"copy_long8", 64, 64},
    {"copy_long16", 128, 128},
};

static const struct shape shapes[] = {
    {"contiguous, 300 elements", 300, 1, 1, 0, 0, 0},
    {"strided, 100 elements, in stride 3, out stride 2", 100, 3, 2, 0, 0, 0},
    {"contiguous, 257 elements, offsets local 1, in 1, out 3", 257, 1, 1, 1, 1, 3},
    {"strided, 33 elements, in stride 5, offsets local 2, in 3, out 1", 33, 5, 1, 2, 3, 1},
};

static unsigned char pattern(size_t byte) { return (unsigned char)(byte * 167 + 13); }

/* Compares `count` bytes; reports the first difference as element/byte. */
static bool same_bytes(const char *what, size_t index, const unsigned char *got,
                       const unsigned char *expected, size_t count, int *reported) {
  for (size_t b = 0; b < count; b++) {
    if (got[b] == expected[b])
      continue;
    if ((*reported)++ < MAX_REPORTED)
      printf("  %s[%zu] byte %zu: expected 0x%02x, got 0x%02x\n", what, index, b, expected[b],
             got[b]);
    return false;
  }
  return true;
}

static bool copy_case(struct gpu *g, const struct element *e, const struct shape *s) {
  size_t in_count = s->in_offset + (s->n - 1) * s->in_stride + 1;
  size_t out_count = s->out_offset + (s->n - 1) * s->out_stride + 1 + 3;
  unsigned char *in = malloc(in_count * e->size);
  unsigned char *mid = malloc(s->n * e->size);
  unsigned char *out = malloc(out_count * e->size);
  unsigned char untouched[128];
  memset(untouched, UNTOUCHED, sizeof untouched);
  for (size_t b = 0; b < in_count * e->size; b++)
    in[b] = pattern(b);
  memset(mid, UNTOUCHED, s->n * e->size);
  memset(out, UNTOUCHED, out_count * e->size);
  uint64_t params[6] = {s->n, s->in_stride, s->out_stride, s->local_offset, s->in_offset,
                        s->out_offset};
  void *data[] = {params, in, mid, out};
  size_t sizes[] = {sizeof params, in_count * e->size, s->n * e->size, out_count * e->size};
  run_on_buffers(g, test_program, e->kernel, GROUP, GROUP, 4, data, sizes,
                 (s->local_offset + s->n) * e->size);

  int reported = 0;
  bool ok = true;
  for (size_t i = 0; i < s->n; i++)
    ok &= same_bytes("local copy", i, mid + i * e->size,
                     in + (s->in_offset + i * s->in_stride) * e->size, e->value_bytes, &reported);
  for (size_t j = 0; j < out_count; j++) {
    size_t k = (j - s->out_offset) / s->out_stride;
    bool written = j >= s->out_offset && (j - s->out_offset) % s->out_stride == 0 && k < s->n;
    if (written)
      ok &= same_bytes("out", j, out + j * e->size,
                       in + (s->in_offset + k * s->in_stride) * e->size, e->value_bytes, &reported);
    else
      ok &= same_bytes("out (must stay untouched)", j, out + j * e->size, untouched, e->size,
                       &reported);
  }
  if (reported > MAX_REPORTED)
    printf("  ... %d mismatches in all\n", reported);
  free(in);
  free(mid);
  free(out);
  return ok;
}

/* Sub-groups of 32, 32 and 16 lanes each copy 40 ints (stride 2) and read
 * them back reversed. */
static bool subgroup_case(struct gpu *g) {
  enum { GROUP_SIZE = 80, BLOCKS = 3, BLOCK = 40, STRIDE = 2 };
  int in[BLOCKS * BLOCK * STRIDE], out[BLOCKS * BLOCK];
  for (int i = 0; i < BLOCKS * BLOCK * STRIDE; i++)
    in[i] = 1000 + i;
  memset(out, 0, sizeof out);
  uint64_t params[1] = {STRIDE};
  void *data[] = {params, in, out};
  size_t sizes[] = {sizeof params, sizeof in, sizeof out};
  run_on_buffers(g, test_program, "subgroup_copy", GROUP_SIZE, GROUP_SIZE, 3, data, sizes,
                 sizeof out);
  int bad = 0;
  for (int sg = 0; sg < BLOCKS; sg++)
    for (int i = 0; i < BLOCK; i++) {
      int expected = in[(sg * BLOCK + BLOCK - 1 - i) * STRIDE], got = out[sg * BLOCK + i];
      if (got != expected && bad++ < MAX_REPORTED)
        printf("  sub-group %d, out[%d]: expected %d, got %d\n", sg, i, expected, got);
    }
  return bad == 0;
}

static bool prefetch_case(struct gpu *g) {
  enum { ITEMS = 256, LINE = 64 };
  double *in = malloc(ITEMS * LINE * sizeof *in), out[ITEMS];
  for (int i = 0; i < ITEMS * LINE; i++)
    in[i] = i * 0.5;
  void *data[] = {in, out};
  size_t sizes[] = {ITEMS * LINE * sizeof *in, sizeof out};
  run_on_buffers(g, test_program, "prefetch_then_read", ITEMS, 128, 2, data, sizes, 0);
  int bad = 0;
  for (int i = 0; i < ITEMS; i++)
    if (out[i] != in[i * LINE + LINE - 1] * 2 && bad++ < MAX_REPORTED)
      printf("  out[%d]: expected %g, got %g\n", i, in[i * LINE + LINE - 1] * 2, out[i]);
  free(in);
  return bad == 0;
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  for (size_t e = 0; e < sizeof elements / sizeof elements[0]; e++)
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
      char name[160];
      snprintf(name, sizeof name, "%s (%zu bytes): %s", elements[e].kernel, elements[e].size,
               shapes[s].name);
      report_case(name, copy_case(&g, &elements[e], &shapes[s]), "bytes differ (listed above)");
    }
  report_case("sub-group scope copies in sub-groups of 32, 32 and 16", subgroup_case(&g),
              "values differ (listed above)");
  report_case("prefetch, then read", prefetch_case(&g), "values differ (listed above)");
  return end_binary_test(&g);
}

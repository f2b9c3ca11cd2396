/* GenericCastToPtrExplicit, bfloat16 and TF32 conversions on the GPU
 * (conversion_ext_kernels.cl). The casts: each of ToGlobal, ToLocal and
 * ToPrivate on generic pointers into global, local and private memory is
 * non-null exactly for its own space, and reads the right int. bfloat16
 * widening: all 65536 inputs. Narrowing to bfloat16 and rounding to TF32:
 * edge values and 2^20 random floats, each checked by definition: the
 * nearer of the two neighbours in the coarser format (ties to the even
 * one, past the largest finite value to infinity), NaN for NaN.
 * usage: gpu_conversion_ext_test FATBIN */
#include "gpu_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ITEMS 64u
#define RANDOM_COUNT (1u << 20)
#define GROUP 256u
#define SHOWN_MISMATCHES 10

static bool check_generic_cast(struct gpu *g, pi_program p) {
  int out[ITEMS * 12], data[ITEMS];
  for (unsigned i = 0; i < ITEMS; i++)
    data[i] = (int)i;
  void *buffers[] = {out, data};
  size_t sizes[] = {sizeof out, sizeof data};
  run_on_buffers(g, p, "generic_cast", ITEMS, ITEMS, 2, buffers, sizes, 0);
  static const char *const spaces[] = {"global", "local", "private"};
  bool ok = true;
  for (unsigned i = 0; i < ITEMS; i++) {
    for (int k = 0; k < 3; k++)
      for (int to = 0; to < 3; to++)
        if (out[i * 12 + 3 * k + to] != (k == to)) {
          if (ok)
            printf("  work-item %u: To%s of a pointer to %s memory gave %s\n", i, spaces[to],
                   spaces[k], out[i * 12 + 3 * k + to] ? "non-null" : "null");
          ok = false;
        }
    int want[3] = {(int)i, 1000 + (int)i, 2000 + (int)i};
    for (int k = 0; k < 3; k++)
      if (out[i * 12 + 9 + k] != want[k]) {
        if (ok)
          printf("  work-item %u: read %d through To%s, want %d\n", i, out[i * 12 + 9 + k],
                 spaces[k], want[k]);
        ok = false;
      }
  }
  return ok;
}

static float bits_float(uint32_t b) {
  float f;
  memcpy(&f, &b, sizeof f);
  return f;
}

/* x rounded to nearest even keeping the top 32 - drop bits, by definition:
 * lo and hi are x's neighbours in that format (hi read as 2^128 past the
 * largest float), compared exactly in double. */
static uint32_t round_by_definition(uint32_t x, int drop) {
  if (isnan(bits_float(x)))
    return 0x7fc00000u;
  uint32_t unit = 1u << drop, lo = x & ~(unit - 1), hi = lo + unit;
  if ((x & 0x7f800000u) == 0x7f800000u || lo == x)
    return x;
  double dx = fabs((double)bits_float(x)), dlo = fabs((double)bits_float(lo));
  double dhi = (hi & 0x7fffffffu) == 0x7f800000u ? 0x1p128 : fabs((double)bits_float(hi));
  bool up = dx - dlo > dhi - dx || (dx - dlo == dhi - dx && (lo & unit));
  return up ? hi : lo;
}

/* Edge floats (zeros, infinities, NaNs, the largest and smallest values,
 * ties of both formats and their neighbours) then random bits. */
static uint32_t *make_floats(size_t *count) {
  static const uint32_t edges[] = {0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                                   0xffc00001u, 0x7f800001u, 0x7f7fffffu, 0x7f7f8000u,
                                   0x7f7f7fffu, 0x7f7fefffu, 0x7f7ff000u, 1, 0x807fffffu,
                                   0x3f808000u, 0x3f818000u, 0x3f801000u, 0x3f803000u,
                                   0x3f807fffu, 0x3f808001u, 0x3f800fffu, 0x3f801001u};
  size_t n = sizeof edges / sizeof edges[0] + RANDOM_COUNT;
  n = (n + GROUP - 1) / GROUP * GROUP;
  uint32_t *f = malloc(n * sizeof *f);
  memcpy(f, edges, sizeof edges);
  uint64_t state = 0x9e3779b97f4a7c15u;
  for (size_t i = sizeof edges / sizeof edges[0]; i < n; i++) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    uint32_t r = (uint32_t)(state >> 32);
    /* Every fourth a tie of bfloat16 or TF32. */
    f[i] = i % 4 == 0 ? (r & ~0xffffu) | 0x8000u : i % 4 == 1 ? (r & ~0x1fffu) | 0x1000u : r;
  }
  *count = n;
  return f;
}

static bool check_rounding(struct gpu *g, pi_program p, const char *kernel, int drop,
                           const uint32_t *in, size_t n) {
  bool bf16 = drop == 16;
  void *out = calloc(n, bf16 ? 2 : 4);
  void *data[] = {out, (void *)in};
  size_t sizes[] = {n * (bf16 ? 2 : 4), n * sizeof *in};
  run_on_buffers(g, p, kernel, n, GROUP, 2, data, sizes, 0);
  int wrong = 0;
  for (size_t i = 0; i < n; i++) {
    uint32_t got = bf16 ? (uint32_t)((uint16_t *)out)[i] << 16 : ((uint32_t *)out)[i];
    uint32_t want = round_by_definition(in[i], drop);
    bool same = isnan(bits_float(want)) ? isnan(bits_float(got)) : got == want;
    if (!same && wrong++ < SHOWN_MISMATCHES)
      printf("  %s(%a, 0x%08x): got 0x%08x, want 0x%08x\n", kernel, (double)bits_float(in[i]),
             in[i], got, want);
  }
  free(out);
  return wrong == 0;
}

static bool check_from_bf16(struct gpu *g, pi_program p) {
  uint16_t *in = malloc(65536 * sizeof *in);
  uint32_t *out = calloc(65536, sizeof *out);
  for (unsigned i = 0; i < 65536; i++)
    in[i] = (uint16_t)i;
  void *data[] = {out, in};
  size_t sizes[] = {65536 * sizeof *out, 65536 * sizeof *in};
  run_on_buffers(g, p, "from_bf16", 65536, GROUP, 2, data, sizes, 0);
  int wrong = 0;
  for (unsigned i = 0; i < 65536; i++)
    if (out[i] != i << 16 && wrong++ < SHOWN_MISMATCHES)
      printf("  ConvertBF16ToFINTEL(0x%04x): got 0x%08x, want 0x%08x\n", i, out[i], i << 16);
  free(in);
  free(out);
  return wrong == 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program p = load_program(&g, argv[1]);
  report_case("GenericCastToPtrExplicit_To{Global,Local,Private}: null outside its space",
              check_generic_cast(&g, p), "a cast gave the wrong pointer");
  size_t n;
  uint32_t *floats = make_floats(&n);
  report_case("ConvertFToBF16INTEL: nearest even", check_rounding(&g, p, "to_bf16", 16, floats, n),
              "wrong bfloat16");
  report_case("ConvertBF16ToFINTEL: every bfloat16", check_from_bf16(&g, p), "wrong float");
  report_case("RoundFToTF32INTEL: nearest even", check_rounding(&g, p, "to_tf32", 13, floats, n),
              "wrong TF32 value");
  free(floats);
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}

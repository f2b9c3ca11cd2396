/* libspirv's relational builtins on the GPU, exactly: the 20 predicates
 * (IsNan ... FUnordGreaterThanEqual) for half, float and double, scalars and
 * every vector width, on all pairs of special values (+-0, +-inf, NaNs,
 * subnormals, the normal limits) and on random pairs (equal, adjacent,
 * opposite, unrelated); Any and All on char vectors; select (signed and
 * unsigned masks) and bitselect on every element type, as scalars, 3- and
 * 16-vectors. A vector predicate must give -1 where the scalar gives 1.
 * usage: gpu_relational_test FATBIN */
#include "fp_types.h"
#include "gpu_test.h"

#include <inttypes.h>
#include <stdlib.h>

#define N 4608u /* a multiple of every width, 3 included */
#define GROUP 128u
#define PREDICATES 20
#define MAX_REPORTS 10

static const char *const predicate_names[PREDICATES] = {
    "IsNan",          "IsInf",           "IsFinite",          "IsNormal",
    "SignBitSet",     "Ordered",         "Unordered",         "LessOrGreater",
    "FOrdEqual",      "FUnordEqual",     "FOrdNotEqual",      "FUnordNotEqual",
    "FOrdLessThan",   "FUnordLessThan",  "FOrdGreaterThan",   "FUnordGreaterThan",
    "FOrdLessThanEqual", "FUnordLessThanEqual", "FOrdGreaterThanEqual",
    "FUnordGreaterThanEqual"};

/* A type and its special values: +-0, +-inf, a quiet NaN, a signalling
 * one, a negative one with payload, +-smallest subnormal, largest
 * subnormal, +-smallest normal, +-largest finite, +-1, 1 + ulp, 2, 0.5,
 * -3.75. */
struct relational_type {
  const struct fp_type *type;
  uint64_t specials[20];
};

static const struct relational_type types[] = {
    {&FP_HALF, {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7d01, 0xfe01, 0x0001, 0x8001, 0x03ff,
                0x0400, 0x8400, 0x7bff, 0xfbff, 0x3c00, 0xbc00, 0x3c01, 0x4000, 0x3800, 0xc380}},
    {&FP_FLOAT, {0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000,
                 0xffc00001, 0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x80800000,
                 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800000, 0x3f800001, 0x40000000,
                 0x3f000000, 0xc0700000}},
    {&FP_DOUBLE, {0, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
                  0x7ff8000000000000, 0x7ff4000000000000, 0xfff8000000000001, 1,
                  0x8000000000000001, 0x000fffffffffffff, 0x0010000000000000,
                  0x8010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
                  0x3ff0000000000000, 0xbff0000000000000, 0x3ff0000000000001,
                  0x4000000000000000, 0x3fe0000000000000, 0xc00e000000000000}},
};

/* Normal in the type itself (a half subnormal is a normal float). */
static bool is_normal(const struct fp_type *t, uint64_t bits) {
  switch (t->size) {
  case 2: {
    unsigned exponent = bits >> 10 & 0x1f;
    return exponent != 0 && exponent != 0x1f;
  }
  case 4:
    return isnormal(float_from_bits((uint32_t)bits));
  default:
    return isnormal(double_from_bits(bits));
  }
}

static bool reference(int k, const struct fp_type *t, uint64_t xb, uint64_t yb) {
  long double x = fp_value(t, xb), y = fp_value(t, yb);
  bool unordered = isunordered(x, y);
  switch (k) {
  case 0: return isnan(x);
  case 1: return isinf(x);
  case 2: return isfinite(x);
  case 3: return is_normal(t, xb);
  case 4: return signbit(x);
  case 5: return !unordered;
  case 6: return unordered;
  case 7: return islessgreater(x, y);
  case 8: return x == y;
  case 9: return unordered || x == y;
  case 10: return islessgreater(x, y);
  case 11: return x != y;
  case 12: return isless(x, y);
  case 13: return unordered || x < y;
  case 14: return isgreater(x, y);
  case 15: return unordered || x > y;
  case 16: return islessequal(x, y);
  case 17: return unordered || x <= y;
  case 18: return isgreaterequal(x, y);
  default: return unordered || x >= y;
  }
}

/* All pairs of specials first, then random pairs: y equal to x, adjacent
 * to it (last bit flipped), its negation, or unrelated. */
static void make_pairs(const struct relational_type *rt, void *x, void *y, uint64_t *state) {
  const struct fp_type *t = rt->type;
  size_t i = 0;
  for (int a = 0; a < 20; a++)
    for (int b = 0; b < 20; b++, i++) {
      set_bits(x, t->size, i, rt->specials[a]);
      set_bits(y, t->size, i, rt->specials[b]);
    }
  uint64_t sign = 1ull << (8 * t->size - 1);
  for (; i < N; i++) {
    uint64_t xb = next_random(state), yb = next_random(state);
    switch (next_random(state) % 4) {
    case 0: yb = xb; break;
    case 1: yb = xb ^ 1; break;
    case 2: yb = xb ^ sign; break;
    default: break;
    }
    set_bits(x, t->size, i, xb);
    set_bits(y, t->size, i, yb);
  }
}

static bool check_predicates(struct gpu *g, pi_program p, const struct fp_type *t, int width,
                             void *x, void *y) {
  char name[64];
  snprintf(name, sizeof name, "relational_%s%d", t->name, width);
  char *out = calloc(PREDICATES * N, 1);
  uint32_t params[] = {N};
  void *data[] = {x, y, out, params};
  size_t sizes[] = {N * t->size, N * t->size, PREDICATES * N, sizeof params};
  size_t items = (N / width + GROUP - 1) / GROUP * GROUP;
  run_on_buffers(g, p, name, items, GROUP, 4, data, sizes, 0);
  int wrong = 0;
  for (int k = 0; k < PREDICATES; k++)
    for (size_t i = 0; i < N; i++) {
      uint64_t xb = get_bits(x, t->size, i), yb = get_bits(y, t->size, i);
      int want = reference(k, t, xb, yb) ? (width == 1 ? 1 : -1) : 0;
      int got = out[k * N + i];
      if (got != want && wrong++ < MAX_REPORTS)
        printf("  %s %s: x = %.20Lg (0x%" PRIx64 "), y = %.20Lg (0x%" PRIx64 "): expected %d, got %d\n",
               name, predicate_names[k], fp_value(t, xb), xb, fp_value(t, yb), yb, want, got);
    }
  free(out);
  char what[96];
  snprintf(what, sizeof what, "%s: 20 predicates, %u pairs", name, N);
  report_case(what, wrong == 0, "%d wrong results", wrong);
  return wrong == 0;
}

/* Any and All: 1024 cases of 16 bytes: random bytes, or patterns (all
 * true, all false, values without the sign bit, one true among false). */
static void check_any_all(struct gpu *g, pi_program p, uint64_t *state) {
  enum { CASES = 1024 };
  static const int widths[5] = {2, 3, 4, 8, 16};
  signed char *in = malloc(16 * CASES), *out = calloc(10 * CASES, 1);
  for (int i = 0; i < CASES; i++) {
    int kind = i % 5, one = (int)(next_random(state) % 16);
    for (int j = 0; j < 16; j++) {
      int r = (int)(next_random(state) & 0xff) - 128;
      in[16 * i + j] = (signed char)(kind == 0   ? r
                                     : kind == 1 ? -1 - (r & 0x7f)
                                     : kind == 2 ? 0
                                     : kind == 3 ? (r & 0x7f)
                                                 : (j == one ? -128 : r & 0x7f));
    }
  }
  uint32_t params[] = {CASES};
  void *data[] = {in, out, params};
  size_t sizes[] = {16 * CASES, 10 * CASES, sizeof params};
  run_on_buffers(g, p, "any_all", CASES, GROUP, 3, data, sizes, 0);
  int wrong = 0;
  for (int i = 0; i < CASES; i++)
    for (int w = 0; w < 5; w++) {
      bool any = false, all = true;
      for (int j = 0; j < widths[w]; j++) {
        any |= in[16 * i + j] < 0;
        all &= in[16 * i + j] < 0;
      }
      for (int k = 0; k < 2; k++) {
        int want = k ? all : any, got = out[2 * (5 * i + w) + k];
        if (got != want && wrong++ < MAX_REPORTS) {
          printf("  %s(char%d) of case %d: expected %d, got %d; bytes", k ? "All" : "Any",
                 widths[w], i, want, got);
          for (int j = 0; j < widths[w]; j++)
            printf(" %d", in[16 * i + j]);
          printf("\n");
        }
      }
    }
  report_case("Any and All, char2 to char16: sign bits", wrong == 0, "%d wrong results", wrong);
  free(in);
  free(out);
}

/* select and bitselect on element type `name` of `size` bytes, at width
 * 1, 3 and 16; masks: 0, 1, all ones, the sign bit alone, random with the
 * sign bit clear, random. */
static void check_select(struct gpu *g, pi_program p, const char *name, unsigned size,
                         uint64_t *state) {
  enum { ELEMENTS = 768 };
  static const int widths[3] = {1, 3, 16};
  uint64_t all_ones = size == 8 ? ~0ull : (1ull << (8 * size)) - 1, sign = 1ull << (8 * size - 1);
  void *a = malloc(ELEMENTS * size), *b = malloc(ELEMENTS * size), *c = malloc(ELEMENTS * size);
  void *out = malloc(3 * ELEMENTS * size);
  for (size_t i = 0; i < ELEMENTS; i++) {
    uint64_t r = next_random(state) & all_ones;
    uint64_t masks[6] = {0, 1, all_ones, sign, r & ~sign, r};
    set_bits(a, size, i, next_random(state));
    set_bits(b, size, i, next_random(state));
    set_bits(c, size, i, masks[next_random(state) % 6]);
  }
  for (int w = 0; w < 3; w++) {
    char kernel[64];
    snprintf(kernel, sizeof kernel, "select_%s%d", name, widths[w]);
    uint32_t params[] = {ELEMENTS};
    void *data[] = {a, b, c, out, params};
    size_t sizes[] = {ELEMENTS * size, ELEMENTS * size, ELEMENTS * size, 3 * ELEMENTS * size,
                      sizeof params};
    size_t items = (ELEMENTS / widths[w] + GROUP - 1) / GROUP * GROUP;
    run_on_buffers(g, p, kernel, items, GROUP, 5, data, sizes, 0);
    int wrong = 0;
    for (size_t i = 0; i < ELEMENTS; i++) {
      uint64_t ab = get_bits(a, size, i), bb = get_bits(b, size, i), cb = get_bits(c, size, i);
      bool take_b = widths[w] == 1 ? cb != 0 : (cb & sign) != 0;
      uint64_t want[3] = {take_b ? bb : ab, take_b ? bb : ab, (ab & ~cb) | (bb & cb)};
      for (int k = 0; k < 3; k++) {
        uint64_t got = get_bits(out, size, 3 * i + k);
        if (got != want[k] && wrong++ < MAX_REPORTS)
          printf("  %s %s: a = 0x%" PRIx64 ", b = 0x%" PRIx64 ", c = 0x%" PRIx64
                 ": expected 0x%" PRIx64 ", got 0x%" PRIx64 "\n",
                 kernel, k == 0 ? "select (signed mask)" : k == 1 ? "select (unsigned mask)"
                                                                 : "bitselect",
                 ab, bb, cb, want[k], got);
      }
    }
    char what[160];
    snprintf(what, sizeof what, "%s: select (signed, unsigned mask), bitselect", kernel);
    report_case(what, wrong == 0, "%d wrong results", wrong);
  }
  free(a);
  free(b);
  free(c);
  free(out);
}

static void check_binary(struct gpu *g, pi_program p, const char *path) {
  (void)path;
  uint64_t state = 0x5eed;
  static const int widths[6] = {1, 2, 3, 4, 8, 16};
  for (size_t t = 0; t < sizeof types / sizeof types[0]; t++) {
    void *x = malloc(N * types[t].type->size), *y = malloc(N * types[t].type->size);
    make_pairs(&types[t], x, y, &state);
    for (int w = 0; w < 6; w++)
      check_predicates(g, p, types[t].type, widths[w], x, y);
    free(x);
    free(y);
  }
  check_any_all(g, p, &state);
  static const struct {
    const char *name;
    unsigned size;
  } select_types[] = {{"char", 1},  {"uchar", 1}, {"short", 2}, {"ushort", 2},
                      {"int", 4},   {"uint", 4},  {"long", 8},  {"ulong", 8},
                      {"half", 2},  {"float", 4}, {"double", 8}};
  for (size_t t = 0; t < sizeof select_types / sizeof select_types[0]; t++)
    check_select(g, p, select_types[t].name, select_types[t].size, &state);
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  check_binary(&g, test_program, argv[1]);
  return end_binary_test(&g);
}

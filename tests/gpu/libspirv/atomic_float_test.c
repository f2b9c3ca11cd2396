/* libspirv's floating-point atomics on the GPU: FMinEXT and FMaxEXT on
 * half, float and double give IEEE 754-2019 minimumNumber/maximumNumber
 * under contention (a NaN operand is ignored, -0 < +0), from NaN starts of
 * either sign, in global, generic and local memory, by overload and by
 * SYCL's enum-typed name; half's FAddEXT, Exchange, Load and Store.
 * usage: gpu_atomic_float_test FATBIN */
#include "gpu_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GROUP 256u
#define FOLD_ITEMS (1u << 20)
/* Half min and max are compare-and-swap loops on one location. */
#define HALF_FOLD_ITEMS (1u << 14)
#define ZERO_ITEMS (1u << 16)
/* Half integers are exact up to 2048. */
#define HALF_SUM_ITEMS 2048u
#define MAX_REPORTED 10

struct fp_type {
  const char *name; /* the kernels' suffix */
  int bytes;
  int exponent_bits;
};

static const struct fp_type HALF = {"half", 2, 5}, FLOAT = {"float", 4, 8},
                            DOUBLE = {"double", 8, 11};

static uint64_t random_state = 0x2545f4914f6cdd1dull;

static uint64_t next_random(void) {
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return random_state;
}

static uint64_t get_bits(const struct fp_type *t, const void *buf, size_t i) {
  uint64_t v = 0;
  memcpy(&v, (const char *)buf + i * t->bytes, t->bytes);
  return v;
}

static void put_bits(const struct fp_type *t, void *buf, size_t i, uint64_t v) {
  memcpy((char *)buf + i * t->bytes, &v, t->bytes);
}

static int mantissa_bits(const struct fp_type *t) { return t->bytes * 8 - 1 - t->exponent_bits; }

static uint64_t sign_bit(const struct fp_type *t) { return (uint64_t)1 << (t->bytes * 8 - 1); }

static uint64_t quiet_nan(const struct fp_type *t, bool negative) {
  uint64_t exponent = (((uint64_t)1 << t->exponent_bits) - 1) << mantissa_bits(t);
  return exponent | (uint64_t)1 << (mantissa_bits(t) - 1) | (negative ? sign_bit(t) : 0);
}

static bool is_nan(const struct fp_type *t, uint64_t bits) {
  uint64_t exponent_mask = (((uint64_t)1 << t->exponent_bits) - 1) << mantissa_bits(t);
  uint64_t mantissa_mask = ((uint64_t)1 << mantissa_bits(t)) - 1;
  return (bits & exponent_mask) == exponent_mask && (bits & mantissa_mask) != 0;
}

/* The value of a bit pattern (exact: every half and float is a double). */
static double value_of(const struct fp_type *t, uint64_t bits) {
  if (t->bytes == 8) {
    double d;
    memcpy(&d, &bits, 8);
    return d;
  }
  if (t->bytes == 4) {
    float f;
    uint32_t b = (uint32_t)bits;
    memcpy(&f, &b, 4);
    return f;
  }
  int exponent = (bits >> 10) & 31;
  double magnitude = exponent == 31 ? ((bits & 0x3ff) ? NAN : INFINITY)
                     : exponent == 0 ? ldexp((double)(bits & 0x3ff), -24)
                                     : ldexp((double)((bits & 0x3ff) | 0x400), exponent - 25);
  return (bits & 0x8000) ? -magnitude : magnitude;
}

/* maximumNumber / minimumNumber on bit patterns. */
static uint64_t number_max(const struct fp_type *t, uint64_t a, uint64_t b, bool want_max) {
  if (is_nan(t, a))
    return b;
  if (is_nan(t, b))
    return a;
  double x = value_of(t, a), y = value_of(t, b);
  if (x == y) /* only zeros of different signs differ */
    return ((a & sign_bit(t)) != 0) == want_max ? b : a;
  return (x > y) == want_max ? a : b;
}

/* Finite values of every magnitude (subnormals included), zeros of both
 * signs (one in 16) and NaNs of both signs (one in 64). */
static void random_values(const struct fp_type *t, void *values, size_t n) {
  uint64_t exponent_mask = (((uint64_t)1 << t->exponent_bits) - 1) << mantissa_bits(t);
  uint64_t all = t->bytes == 8 ? ~0ull : ((uint64_t)1 << (t->bytes * 8)) - 1;
  for (size_t i = 0; i < n; i++) {
    uint64_t bits;
    if (next_random() % 64 == 0) {
      uint64_t payload = ((uint64_t)1 << (mantissa_bits(t) - 1)) - 1;
      bits = quiet_nan(t, next_random() & 1) | (next_random() & payload);
    } else {
      do
        bits = next_random() & all;
      while ((bits & exponent_mask) == exponent_mask);
      if (next_random() % 16 == 0)
        bits &= sign_bit(t);
    }
    put_bits(t, values, i, bits);
  }
}

static void print_bits(const struct fp_type *t, uint64_t bits) {
  printf("0x%0*llx (%.17g)", t->bytes * 2, (unsigned long long)bits, value_of(t, bits));
}

static bool expect_bits(const struct fp_type *t, const char *what, uint64_t want, uint64_t got) {
  if (want == got)
    return true;
  printf("  %s %s: expected ", t->name, what);
  print_bits(t, want);
  printf(", got ");
  print_bits(t, got);
  printf("\n");
  return false;
}

static int compare_bits(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* Four slots from NaN starts: FMax (global, +NaN), FMax (generic, -NaN),
 * FMin (global, -NaN), FMin (enum name, +NaN). Every old value returned is
 * a NaN or one of the values, and not beyond the final result. */
static bool fold(struct gpu *g, const struct fp_type *t, size_t n) {
  void *values = malloc(n * t->bytes), *olds = malloc(4 * n * t->bytes);
  unsigned char slots[4 * 8];
  const bool start_negative[4] = {false, true, true, false}, is_max[4] = {true, true, false, false};
  for (int s = 0; s < 4; s++)
    put_bits(t, slots, s, quiet_nan(t, start_negative[s]));
  random_values(t, values, n);
  char kernel[32];
  snprintf(kernel, sizeof kernel, "fold_%s", t->name);
  void *data[] = {slots, values, olds};
  size_t sizes[] = {4 * (size_t)t->bytes, n * t->bytes, 4 * n * t->bytes};
  run_on_buffers(g, test_program, kernel, n, GROUP, 3, data, sizes, 0);

  uint64_t *sorted = malloc(n * sizeof *sorted);
  for (size_t i = 0; i < n; i++)
    sorted[i] = get_bits(t, values, i);
  qsort(sorted, n, sizeof *sorted, compare_bits);
  bool ok = true;
  const char *slot_names[4] = {"FMax global", "FMax generic", "FMin global", "FMin enum name"};
  for (int s = 0; s < 4; s++) {
    uint64_t want = quiet_nan(t, start_negative[s]);
    for (size_t i = 0; i < n; i++)
      want = number_max(t, want, sorted[i], is_max[s]);
    uint64_t final = get_bits(t, slots, s);
    ok &= expect_bits(t, slot_names[s], want, final);
    int reported = 0;
    for (size_t i = 0; i < n; i++) {
      uint64_t old = get_bits(t, olds, 4 * i + s);
      bool known = is_nan(t, old) || bsearch(&old, sorted, n, sizeof *sorted, compare_bits);
      bool within = is_nan(t, old) || number_max(t, old, final, is_max[s]) == final;
      if ((!known || !within) && reported++ < MAX_REPORTED) {
        printf("  %s %s: work-item %zu got old value ", t->name, slot_names[s], i);
        print_bits(t, old);
        printf(known ? ", beyond the final result\n" : ", which no work-item stored\n");
      }
    }
    ok &= reported == 0;
  }
  free(sorted);
  free(values);
  free(olds);
  return ok;
}

/* Per work-group in local memory: max and min of the group's values. */
static bool fold_local(struct gpu *g, const struct fp_type *t, size_t n) {
  size_t groups = n / GROUP;
  void *values = malloc(n * t->bytes), *out = malloc(2 * groups * t->bytes);
  random_values(t, values, n);
  char kernel[32];
  snprintf(kernel, sizeof kernel, "fold_local_%s", t->name);
  void *data[] = {values, out};
  size_t sizes[] = {n * t->bytes, 2 * groups * t->bytes};
  run_on_buffers(g, test_program, kernel, n, GROUP, 2, data, sizes, 2 * (size_t)t->bytes);
  bool ok = true;
  for (size_t gi = 0; gi < groups && ok; gi++) {
    uint64_t max = quiet_nan(t, false), min = quiet_nan(t, true);
    for (size_t i = gi * GROUP; i < (gi + 1) * GROUP; i++) {
      max = number_max(t, max, get_bits(t, values, i), true);
      min = number_max(t, min, get_bits(t, values, i), false);
    }
    ok &= expect_bits(t, "local FMax", max, get_bits(t, out, 2 * gi)) &&
          expect_bits(t, "local FMin", min, get_bits(t, out, 2 * gi + 1));
    if (!ok)
      printf("  (work-group %zu)\n", gi);
  }
  free(values);
  free(out);
  return ok;
}

static bool zeros(struct gpu *g, const struct fp_type *t) {
  unsigned char slots[4 * 8];
  uint64_t minus = sign_bit(t);
  const uint64_t start[4] = {minus, 0, 0, minus}, want[4] = {0, minus, 0, minus};
  for (int s = 0; s < 4; s++)
    put_bits(t, slots, s, start[s]);
  char kernel[32];
  snprintf(kernel, sizeof kernel, "zeros_%s", t->name);
  void *data[] = {slots};
  size_t sizes[] = {4 * (size_t)t->bytes};
  run_on_buffers(g, test_program, kernel, ZERO_ITEMS, GROUP, 1, data, sizes, 0);
  const char *names[4] = {"FMax(-0, +-0)", "FMin(+0, +-0)", "FMax(+0, -0)", "FMin(-0, +0)"};
  bool ok = true;
  for (int s = 0; s < 4; s++)
    ok &= expect_bits(t, names[s], want[s], get_bits(t, slots, s));
  return ok;
}

static uint16_t half_bits(double v) { /* exact for the small integers and halves used here */
  if (v == 0)
    return 0;
  int exponent;
  double fraction = frexp(v, &exponent); /* v = fraction * 2^exponent, fraction in [0.5, 1) */
  return (uint16_t)((exponent + 14) << 10 | ((uint16_t)(fraction * 2048) & 0x3ff));
}

static bool half_sums(struct gpu *g) {
  uint16_t slots[2] = {0, 0}, groups[HALF_SUM_ITEMS / GROUP];
  void *data[] = {slots, groups};
  size_t sizes[] = {sizeof slots, sizeof groups};
  run_on_buffers(g, test_program, "half_sums", HALF_SUM_ITEMS, GROUP, 2, data, sizes, sizeof(uint16_t));
  bool ok = expect_bits(&HALF, "device-scope sum of 1s", half_bits(HALF_SUM_ITEMS), slots[0]) &&
            expect_bits(&HALF, "system-scope sum of 0.5s", half_bits(HALF_SUM_ITEMS / 2), slots[1]);
  for (size_t i = 0; i < HALF_SUM_ITEMS / GROUP; i++)
    ok &= expect_bits(&HALF, "work-group sum of 0.25s", half_bits(GROUP / 4.0), groups[i]);
  return ok;
}

/* Each of 0 (the start) and the ids 1..N is returned or left exactly once. */
static bool half_exchange(struct gpu *g) {
  uint16_t slot = 0, returned[HALF_SUM_ITEMS];
  void *data[] = {&slot, returned};
  size_t sizes[] = {sizeof slot, sizeof returned};
  run_on_buffers(g, test_program, "half_exchange", HALF_SUM_ITEMS, GROUP, 2, data, sizes, 0);
  int seen[HALF_SUM_ITEMS + 1] = {0};
  bool ok = true;
  for (size_t i = 0; i <= HALF_SUM_ITEMS; i++) {
    uint16_t bits = i < HALF_SUM_ITEMS ? returned[i] : slot;
    double v = value_of(&HALF, bits);
    if (v >= 0 && v <= HALF_SUM_ITEMS && v == floor(v))
      seen[(int)v]++;
    else if (ok) {
      printf("  half exchange: returned 0x%04x, not an id\n", bits);
      ok = false;
    }
  }
  for (int i = 0; i <= (int)HALF_SUM_ITEMS; i++)
    if (seen[i] != 1 && ok) {
      printf("  half exchange: id %d seen %d times\n", i, seen[i]);
      ok = false;
    }
  return ok;
}

static bool half_load_store(struct gpu *g) {
  size_t n = ZERO_ITEMS;
  uint16_t *in = malloc(n * 2), *out = malloc(n * 2);
  for (size_t i = 0; i < n; i++)
    do
      in[i] = (uint16_t)next_random();
    while (is_nan(&HALF, in[i]) || value_of(&HALF, in[i]) == -1);
  void *data[] = {in, out};
  size_t sizes[] = {n * 2, n * 2};
  run_on_buffers(g, test_program, "half_load_store", n, GROUP, 2, data, sizes, GROUP * 2);
  int reported = 0;
  for (size_t i = 0; i < n; i++) {
    size_t neighbour = i / GROUP * GROUP + (i % GROUP + 1) % GROUP;
    if (out[i] != in[neighbour] && reported++ < MAX_REPORTED)
      printf("  half load/store: work-item %zu read 0x%04x, neighbour stored 0x%04x\n", i,
             out[i], in[neighbour]);
  }
  free(in);
  free(out);
  return reported == 0;
}

#define TYPE_CASES(type, items)                                                \
  static bool fold_##type(struct gpu *g) { return fold(g, &type, items); }                \
  static bool fold_local_##type(struct gpu *g) { return fold_local(g, &type, items); }    \
  static bool zeros_##type(struct gpu *g) { return zeros(g, &type); }
TYPE_CASES(HALF, HALF_FOLD_ITEMS)
TYPE_CASES(FLOAT, FOLD_ITEMS)
TYPE_CASES(DOUBLE, FOLD_ITEMS)

#define NAMED_TYPE_CASES(type, name, items)                                    \
  {name " FMax/FMin of " items " values from NaN starts: global, generic, enum name", fold_##type}, \
  {name " FMax/FMin per work-group in local memory", fold_local_##type},      \
  {name " FMax/FMin on signed zeros at system scope", zeros_##type}

static const struct named_case cases[] = {
    NAMED_TYPE_CASES(HALF, "half", "16K"),
    NAMED_TYPE_CASES(FLOAT, "float", "1M"),
    NAMED_TYPE_CASES(DOUBLE, "double", "1M"),
    {"half FAddEXT: device, system and work-group scope sums", half_sums},
    {"half Exchange: every id returned or left exactly once", half_exchange},
    {"half Store/Load with release/acquire, global and local", half_load_store},
};

int main(int argc, char **argv) {
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}

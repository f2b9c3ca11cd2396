#include "math_args.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* {float ranges, double ranges}, small to large magnitudes. The large ranges
 * stop where 64 results could overflow the type's sum. */
static const struct math_range RANGES[DOMAIN_COUNT][2][MATH_RANGES] = {
    [DOMAIN_ANY] = {{{-1, 1}, {-100, 100}, {-1e6, 1e6}}, {{-1, 1}, {-100, 100}, {-1e6, 1e6}}},
    [DOMAIN_TRIG] = {{{-3.14159, 3.14159}, {-100, 100}, {-1e4, 1e4}},
                     {{-3.14159, 3.14159}, {-100, 100}, {-1e4, 1e4}}},
    [DOMAIN_TRIGPI] = {{{-1, 1}, {-100, 100}, {-1e4, 1e4}}, {{-1, 1}, {-100, 100}, {-1e4, 1e4}}},
    [DOMAIN_TANPI] = {{{-0.25, 0.25}, {-0.4, 0.4}, {-0.45, 0.45}},
                      {{-0.25, 0.25}, {-0.4, 0.4}, {-0.45, 0.45}}},
    [DOMAIN_UNIT] = {{{-0.5, 0.5}, {-0.9, 0.9}, {-0.999, 0.999}},
                     {{-0.5, 0.5}, {-0.9, 0.9}, {-0.999, 0.999}}},
    [DOMAIN_EXP] = {{{-1, 1}, {-10, 10}, {-80, 80}}, {{-1, 1}, {-10, 10}, {-700, 700}}},
    [DOMAIN_EXP2] = {{{-1, 1}, {-20, 20}, {-120, 120}}, {{-1, 1}, {-20, 20}, {-1000, 1000}}},
    [DOMAIN_EXP10] = {{{-1, 1}, {-10, 10}, {-35, 35}}, {{-1, 1}, {-10, 10}, {-300, 300}}},
    [DOMAIN_POS] = {{{1e-3, 1}, {1, 1e3}, {1e3, 1e30}}, {{1e-3, 1}, {1, 1e3}, {1e3, 1e300}}},
    [DOMAIN_LOG1P] = {{{-0.9, 1}, {1, 1e3}, {1e3, 1e30}}, {{-0.9, 1}, {1, 1e3}, {1e3, 1e300}}},
    [DOMAIN_GE1] = {{{1, 2}, {2, 1e3}, {1e3, 1e30}}, {{1, 2}, {2, 1e3}, {1e3, 1e300}}},
    [DOMAIN_ERFC] = {{{-1, 1}, {-5, 5}, {-9, 9}}, {{-1, 1}, {-5, 5}, {-26, 26}}},
    [DOMAIN_GAMMA] = {{{0.1, 5}, {5, 30}, {-10.5, -0.5}}, {{0.1, 5}, {5, 150}, {-10.5, -0.5}}},
    [DOMAIN_LGAMMA] = {{{0.1, 10}, {10, 1e4}, {-10.5, -0.5}},
                       {{0.1, 10}, {10, 1e6}, {-10.5, -0.5}}},
    [DOMAIN_POW_X] = {{{0.5, 2}, {1, 100}, {1e-3, 1e3}}, {{0.5, 2}, {1, 100}, {1e-3, 1e3}}},
    [DOMAIN_POW_Y] = {{{-10, 10}, {-5, 5}, {-3, 3}}, {{-10, 10}, {-5, 5}, {-3, 3}}},
    [DOMAIN_MOD_X] = {{{-10, 10}, {-1e3, 1e3}, {-1e6, 1e6}}, {{-10, 10}, {-1e3, 1e3}, {-1e6, 1e6}}},
    [DOMAIN_MOD_Y] = {{{0.5, 3}, {0.1, 10}, {1, 100}}, {{0.5, 3}, {0.1, 10}, {1, 100}}},
    [DOMAIN_POWN_X] = {{{0.5, 1.5}, {-2, -0.5}, {1, 10}}, {{0.5, 1.5}, {-2, -0.5}, {1, 10}}},
    [DOMAIN_LDEXP_N] = {{{-20, 20}, {-20, 20}, {-20, 20}}, {{-20, 20}, {-20, 20}, {-20, 20}}},
    [DOMAIN_POWN_N] = {{{-8, 8}, {-8, 8}, {-8, 8}}, {{-8, 8}, {-8, 8}, {-8, 8}}},
    [DOMAIN_ROOTN_N] = {{{1, 8}, {1, 8}, {1, 8}}, {{1, 8}, {1, 8}, {1, 8}}},
    [DOMAIN_TRIG_PI] = {{{-0.5, 0.5}, {-2, 2}, {-3.14159, 3.14159}},
                        {{-0.5, 0.5}, {-2, 2}, {-3.14159, 3.14159}}},
};

struct math_range math_domain_range(enum math_domain domain, bool is_double, int range) {
  return RANGES[domain][is_double][range];
}

bool math_domain_is_integer(enum math_domain domain) {
  return domain == DOMAIN_LDEXP_N || domain == DOMAIN_POWN_N || domain == DOMAIN_ROOTN_N;
}

/* splitmix64: a seeded, reproducible stream. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static double uniform01(uint64_t *state) { return (double)(next_random(state) >> 11) * 0x1p-53; }

/* The last argument is x0 * (1 + 63 * MATH_STEP): starting arguments stay
 * that much inside the range's ends away from zero. */
static struct math_range start_range(struct math_range r) {
  double spread = 1 + (MATH_ARGUMENTS - 1) * MATH_STEP;
  return (struct math_range){r.lo < 0 ? r.lo / spread : r.lo, r.hi > 0 ? r.hi / spread : r.hi};
}

static double draw(struct math_range r, uint64_t *state) {
  double u = uniform01(state);
  if (r.lo > 0 && r.hi / r.lo >= 100)
    return exp(log(r.lo) + (log(r.hi) - log(r.lo)) * u);
  return r.lo + (r.hi - r.lo) * u;
}

/* A float version of v that is still within r (rounding could step out). */
static float float_within(double v, struct math_range r) {
  float f = (float)v;
  if (f < r.lo)
    f = nextafterf(f, INFINITY);
  if (f > r.hi)
    f = nextafterf(f, -INFINITY);
  return f;
}

void math_fill_floats(float *out, size_t count, size_t group, enum math_domain domain,
                      uint64_t seed) {
  uint64_t state = seed;
  for (size_t i = 0; i < count; ++i) {
    struct math_range r = start_range(RANGES[domain][0][i / group % MATH_RANGES]);
    out[i] = float_within(draw(r, &state), r);
  }
}

void math_fill_doubles(double *out, size_t count, size_t group, enum math_domain domain,
                       uint64_t seed) {
  uint64_t state = seed;
  for (size_t i = 0; i < count; ++i) {
    struct math_range r = start_range(RANGES[domain][1][i / group % MATH_RANGES]);
    double v = draw(r, &state);
    out[i] = v < r.lo ? r.lo : v > r.hi ? r.hi : v;
  }
}

void math_fill_ints(int *out, size_t count, size_t group, enum math_domain domain, uint64_t seed) {
  uint64_t state = seed;
  for (size_t i = 0; i < count; ++i) {
    struct math_range r = RANGES[domain][0][i / group % MATH_RANGES];
    uint64_t span = (uint64_t)(r.hi - r.lo) + 1;
    out[i] = (int)r.lo + (int)(next_random(&state) % span);
  }
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* rel_tol of the median magnitude of nvcc's finite sums in each range, from
 * a sample of them: the absolute error allowed where a sum cancels. */
static void range_floors(const double *nvcc, size_t count, size_t group, double rel_tol,
                         double floors[MATH_RANGES]) {
  enum { SAMPLE_STRIDE = 97, SAMPLE_MAX = 65536 };
  static double sample[SAMPLE_MAX];
  for (int r = 0; r < MATH_RANGES; ++r) {
    size_t n = 0;
    for (size_t i = 0; i < count && n < SAMPLE_MAX; i += SAMPLE_STRIDE)
      if (i / group % MATH_RANGES == (size_t)r && isfinite(nvcc[i]))
        sample[n++] = fabs(nvcc[i]);
    qsort(sample, n, sizeof *sample, compare_doubles);
    floors[r] = n ? rel_tol * sample[n / 2] : 0;
  }
}

size_t math_compare(const double *ours, const double *nvcc, size_t count, size_t group,
                    double rel_tol, char *why, size_t why_size) {
  double floors[MATH_RANGES];
  range_floors(nvcc, count, group, rel_tol, floors);
  size_t bad = 0, first = 0;
  double worst = 0;
  for (size_t i = 0; i < count; ++i) {
    double a = ours[i], b = nvcc[i], floor = floors[i / group % MATH_RANGES];
    bool same;
    if (isnan(a) || isnan(b) || isinf(a) || isinf(b))
      same = (isnan(a) && isnan(b)) || a == b;
    else
      same = fabs(a - b) <= rel_tol * fmax(fabs(a), fabs(b)) + floor;
    if (same)
      continue;
    if (bad == 0)
      first = i;
    if (bad < 10)
      printf("  work-item %zu: ours %.17g, nvcc %.17g\n", i, a, b);
    double deviation = fabs(a - b) / fmax(fmax(fabs(a), fabs(b)), floor);
    worst = isnan(deviation) || deviation > worst ? deviation : worst;
    bad++;
  }
  if (bad)
    snprintf(why, why_size,
             "%zu of %zu sums differ from nvcc's by more than %g (first: work-item %zu, largest "
             "relative difference %.3g)",
             bad, count, rel_tol, first, worst);
  return bad;
}

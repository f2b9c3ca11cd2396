/* The math benchmark's host logic: arguments, stepped as the kernels step
 * them, stay in their ranges; ranges spanning magnitudes are drawn
 * log-uniformly; integer arguments cover their ends; streams are
 * reproducible; the sum check's tolerance, NaN, infinity and cancellation. */
#include "check.h"
#include "math_args.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { GROUP = 64, COUNT = GROUP * MATH_RANGES * 40 };

/* The last argument a kernel computes from x0, in the kernel's arithmetic. */
static double last_float(float x0) {
  float h = x0 * (float)MATH_STEP, x = x0;
  for (int k = 1; k < MATH_ARGUMENTS; ++k)
    x += h;
  return x;
}

static double last_double(double x0) {
  double h = x0 * MATH_STEP, x = x0;
  for (int k = 1; k < MATH_ARGUMENTS; ++k)
    x += h;
  return x;
}

static void arguments_stay_in_range(void) {
  static float f[COUNT];
  static double d[COUNT];
  for (int domain = DOMAIN_ANY; domain < DOMAIN_COUNT; ++domain) {
    if (math_domain_is_integer(domain))
      continue;
    math_fill_floats(f, COUNT, GROUP, domain, 7);
    math_fill_doubles(d, COUNT, GROUP, domain, 7);
    int outside = 0;
    for (size_t i = 0; i < COUNT; ++i) {
      int r = (int)(i / GROUP % MATH_RANGES);
      struct math_range rf = math_domain_range(domain, false, r);
      struct math_range rd = math_domain_range(domain, true, r);
      double fl = last_float(f[i]), dl = last_double(d[i]);
      outside += f[i] < rf.lo || f[i] > rf.hi || fl < rf.lo || fl > rf.hi;
      outside += d[i] < rd.lo || d[i] > rd.hi || dl < rd.lo || dl > rd.hi;
    }
    if (outside)
      printf("domain %d: %d arguments outside their range\n", domain, outside);
    CHECK_EQ(outside, 0);
  }
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* [1e3, 1e30] drawn uniformly would put nearly all values near 1e30. */
static void wide_ranges_are_log_uniform(void) {
  static double d[COUNT], large[COUNT];
  math_fill_doubles(d, COUNT, GROUP, DOMAIN_POS, 3);
  size_t n = 0;
  for (size_t i = 0; i < COUNT; ++i)
    if (i / GROUP % MATH_RANGES == 2)
      large[n++] = d[i];
  qsort(large, n, sizeof *large, compare_doubles);
  CHECK(large[n / 2] > 1e100 && large[n / 2] < 1e200);
  CHECK(large[0] < 1e10);
}

static void integers_cover_their_range(void) {
  static int n[COUNT];
  math_fill_ints(n, COUNT, GROUP, DOMAIN_POWN_N, 5);
  int lo = 100, hi = -100;
  for (size_t i = 0; i < COUNT; ++i) {
    lo = n[i] < lo ? n[i] : lo;
    hi = n[i] > hi ? n[i] : hi;
  }
  CHECK_EQ(lo, -8);
  CHECK_EQ(hi, 8);
  math_fill_ints(n, COUNT, GROUP, DOMAIN_ROOTN_N, 5);
  for (size_t i = 0; i < COUNT; ++i)
    if (n[i] < 1 || n[i] > 8) {
      CHECK(!"rootn's n outside [1, 8]");
      break;
    }
}

static void streams_are_reproducible(void) {
  static double a[COUNT], b[COUNT];
  math_fill_doubles(a, COUNT, GROUP, DOMAIN_ANY, 11);
  math_fill_doubles(b, COUNT, GROUP, DOMAIN_ANY, 11);
  CHECK(memcmp(a, b, sizeof a) == 0);
  math_fill_doubles(b, COUNT, GROUP, DOMAIN_ANY, 12);
  CHECK(memcmp(a, b, sizeof a) != 0);
}

static size_t compare(const double *ours, const double *nvcc, size_t count) {
  char why[256] = "";
  size_t bad = math_compare(ours, nvcc, count, 2, 1e-3, why, sizeof why);
  CHECK((bad == 0) == (why[0] == 0));
  return bad;
}

static void sum_checks(void) {
  /* Two work-items per range; range 0 holds sums near 100. */
  double nvcc[6] = {100, 100, 5, 5, 1, 1}, ours[6];
  memcpy(ours, nvcc, sizeof ours);
  CHECK_EQ(compare(ours, nvcc, 6), 0);
  ours[0] = 100.05;
  CHECK_EQ(compare(ours, nvcc, 6), 0);
  ours[0] = 100.5;
  CHECK_EQ(compare(ours, nvcc, 6), 1);
  ours[0] = 100;
  /* A cancelling sum: judged against the range's typical magnitude. */
  nvcc[1] = 1e-6;
  ours[1] = 2e-6;
  CHECK_EQ(compare(ours, nvcc, 6), 0);
  ours[1] = 0.5;
  CHECK_EQ(compare(ours, nvcc, 6), 1);
  ours[1] = nvcc[1];
  nvcc[2] = ours[2] = NAN;
  nvcc[3] = ours[3] = INFINITY;
  CHECK_EQ(compare(ours, nvcc, 6), 0);
  ours[3] = -INFINITY;
  ours[4] = NAN;
  CHECK_EQ(compare(ours, nvcc, 6), 2);
}

int main(void) {
  arguments_stay_in_range();
  wide_ranges_are_log_uniform();
  integers_cover_their_range();
  streams_are_reproducible();
  sum_checks();
  return check_report("bench_math_args_test");
}

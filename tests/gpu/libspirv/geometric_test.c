/* libspirv's geometric builtins on the GPU for half, float and double,
 * against long double references, within OpenCL 3.0's bounds (n = width):
 *   length      float 2.75 + n/2, double 5.5 + n, half 0.25 + n/2 ulp
 *   distance    float 2.5 + 2n, double 5.5 + 2n, half 2n ulp
 *   normalize   float 2 + n, double 4.5 + n, half 1 + n ulp per component,
 *               and OpenCL's special cases (all zero, NaN, infinities)
 *   fast_length 8191.5 + n, fast_distance 8191.5 + 2n, fast_normalize
 *               8192 + n ulp (float; where the sum of squares is normal)
 *   Dot         max^2 (2n - 1) eps absolute, cross 3 max^2 eps per
 *               component (eps of the type; max the largest magnitude;
 *               in the subnormal range each rounding may cost half the
 *               smallest subnormal instead)
 *   VectorTimesScalar correctly rounded.
 * Vectors: moderate, of every magnitude, all huge (the sum of squares
 * overflows), all tiny (it underflows, subnormals included), one huge among
 * tiny ones, and special ones (zeros, infinities, NaN).
 * usage: gpu_geometric_test FATBIN */
#include "fp_types.h"
#include "gpu_test.h"

#include <stdlib.h>

#define N 4800u /* a multiple of 1, 2, 3, 4, 8, 16 */
#define GROUP 128u
#define MAX_REPORTS 10

static long double epsilon(const struct fp_type *t) {
  return ldexpl(1, 1 - t->format->digits);
}

/* One component of a vector of `kind`: 0 moderate, 1 any magnitude, 2 huge,
 * 3 tiny, 4 huge at component 0 and tiny elsewhere, 5 special. bounded: no
 * specials and no square past the type's range (Dot and cross). */
static long double component(const struct fp_type *t, int kind, int j, bool bounded,
                             uint64_t *state) {
  int lo = t->format->min_exp - t->format->digits, hi = t->format->max_exp - 1;
  if (bounded && t->size != 2)
    hi = t->format->max_exp / 2 - 4;
  long double sign = next_random(state) & 1 ? -1 : 1, m = random_uniform(state, 1, 2);
  switch (bounded && kind == 5 ? 1 : kind) {
  case 0:
    return random_uniform(state, -10, 10);
  case 1:
    return sign * m * ldexpl(1, lo + (int)(next_random(state) % (uint64_t)(hi - lo + 1)));
  case 2:
    return sign * m * ldexpl(1, hi - (int)(next_random(state) % 3));
  case 3:
    return sign * m * ldexpl(1, lo + (int)(next_random(state) % (uint64_t)t->format->digits));
  case 4:
    return j == 0 ? sign * m * ldexpl(1, hi - 1) : sign * m * ldexpl(1, lo + 2);
  default: {
    static const long double specials[] = {0.0L, -0.0L, INFINITY, -INFINITY, NAN, 1};
    return specials[next_random(state) % 6];
  }
  }
}

/* Fills n components in cases of `width`; special cases are all zeros one
 * time in three. */
static void make_vectors(const struct fp_type *t, void *v, int width, bool bounded,
                         uint64_t *state) {
  for (size_t i = 0; i < N / width; i++) {
    int kind = (int)(i % 6);
    bool zeros = kind == 5 && next_random(state) % 3 == 0;
    for (int j = 0; j < width; j++)
      fp_set(t, v, i * width + j,
             zeros ? (next_random(state) & 1 ? -0.0L : 0.0L)
                   : component(t, kind, j, bounded, state));
  }
}

struct vec {
  long double c[16];
  int n;
};

static struct vec load(const struct fp_type *t, const void *a, size_t i, int width) {
  struct vec v = {.n = width};
  for (int j = 0; j < width; j++)
    v.c[j] = fp_get(t, a, i * width + j);
  return v;
}

static void print_vec(const struct vec *v) {
  printf("(");
  for (int j = 0; j < v->n; j++)
    printf("%s%.20Lg", j ? ", " : "", v->c[j]);
  printf(")");
}

static long double sum_of_squares(const struct vec *v) {
  long double s = 0;
  for (int j = 0; j < v->n; j++)
    s += v->c[j] * v->c[j];
  return s;
}

static long double magnitude_max(const struct vec *a, const struct vec *b) {
  long double m = 0;
  for (int j = 0; j < a->n; j++)
    m = fmaxl(m, fmaxl(fabsl(a->c[j]), b ? fabsl(b->c[j]) : 0));
  return m;
}

static struct vec difference(const struct vec *a, const struct vec *b) {
  struct vec d = {.n = a->n};
  for (int j = 0; j < a->n; j++)
    d.c[j] = a->c[j] - b->c[j];
  return d;
}

/* normalize's reference (OpenCL C 3.0): all zero gives p; a NaN, all NaN;
 * infinite components become +-1 and the others +-0 first. */
static struct vec normalized(struct vec p, bool *all_zero) {
  bool nan = false, inf = false;
  *all_zero = true;
  for (int j = 0; j < p.n; j++) {
    nan |= isnan(p.c[j]);
    inf |= isinf(p.c[j]);
    *all_zero &= p.c[j] == 0;
  }
  if (*all_zero)
    return p;
  for (int j = 0; j < p.n; j++) {
    if (nan)
      p.c[j] = NAN;
    else if (inf)
      p.c[j] = isinf(p.c[j]) ? copysignl(1, p.c[j]) : copysignl(0, p.c[j]);
  }
  if (nan)
    return p;
  long double length = sqrtl(sum_of_squares(&p));
  for (int j = 0; j < p.n; j++)
    p.c[j] /= length;
  return p;
}

/* OpenCL's absolute bound for `operations` roundings near max^2: each may
 * err by max^2 eps, or, in the subnormal range, where that is less than
 * the type can tell, by half the smallest subnormal. */
static long double absolute_bound(const struct fp_type *t, long double max, int operations) {
  long double half_subnormal = ldexpl(1, t->format->min_exp - t->format->digits) / 2;
  return operations * (max * max * epsilon(t) + half_subnormal);
}

/* Within an absolute bound, with OpenCL's allowance for overflow: infinity
 * is right when the reference plus the bound passes the largest finite
 * value by half an ulp. */
static bool within_absolute(const struct fp_type *t, long double got, long double want,
                            long double bound) {
  if (isinf(got))
    return signbit(got) == signbit(want) &&
           fabsl(want) + bound >= fp_max(t) + ulp_of(fp_max(t), *t->format) / 2;
  return fabsl(got - want) <= bound;
}

/* |got - want| as a share of the bound (finite got). */
static double share_of_bound(long double got, long double want, long double bound) {
  return isinf(got) ? 0 : (double)(fabsl(got - want) / bound);
}

struct tally {
  int wrong;
  double worst;
};

static void note(struct tally *tally, bool ok, double error, const char *kernel, const char *what,
                 const struct vec *p0, const struct vec *p1, int j, long double want,
                 long double got) {
  if (isfinite(error) && error > tally->worst)
    tally->worst = error;
  if (ok || tally->wrong++ >= MAX_REPORTS)
    return;
  printf("  %s %s: p0 = ", kernel, what);
  print_vec(p0);
  if (p1) {
    printf(", p1 = ");
    print_vec(p1);
  }
  if (j >= 0)
    printf(", component %d", j);
  printf(": expected %.20Lg, got %.20Lg (error %g)\n", want, got, error);
}

/* A kernel's inputs (p0s in x, p1s in y) and outputs. */
struct run {
  void *x, *y, *scalars, *vectors;
};

/* Makes vectors of `width` (bounded: for Dot and cross) and runs kernel. */
static struct run run_kernel(struct gpu *g, pi_program p, const char *kernel,
                             const struct fp_type *t, int width, bool bounded, uint64_t *state) {
  struct run r = {malloc(N * t->size), malloc(N * t->size), malloc(2 * N * t->size),
                  malloc(N * t->size)};
  make_vectors(t, r.x, width, bounded, state);
  make_vectors(t, r.y, width, bounded, state);
  uint32_t params[] = {N};
  void *data[] = {r.x, r.y, r.scalars, r.vectors, params};
  size_t sizes[] = {N * t->size, N * t->size, 2 * N * t->size, N * t->size, sizeof params};
  run_on_buffers(g, p, kernel, (N + GROUP - 1) / GROUP * GROUP, GROUP, 5, data, sizes, 0);
  return r;
}

static void free_run(struct run *r) {
  free(r->x);
  free(r->y);
  free(r->scalars);
  free(r->vectors);
}

/* length, distance, normalize (or their fast_ forms) at one width. */
static void check_lengths(struct gpu *g, pi_program p, const struct fp_type *t, int width,
                          bool fast, uint64_t *state) {
  char kernel[64];
  snprintf(kernel, sizeof kernel, "%s_%s%d", fast ? "fast" : "geometric", t->name, width);
  struct run r = run_kernel(g, p, kernel, t, width, false, state);
  void *x = r.x, *y = r.y, *scalars = r.scalars, *vectors = r.vectors;
  double n = width;
  double bounds[3];
  if (fast) {
    bounds[0] = 8191.5 + n, bounds[1] = 8191.5 + 2 * n, bounds[2] = 8192 + n;
  } else if (t->size == 2) {
    bounds[0] = 0.25 + n / 2, bounds[1] = 2 * n, bounds[2] = 1 + n;
  } else if (t->size == 4) {
    bounds[0] = 2.75 + n / 2, bounds[1] = 2.5 + 2 * n, bounds[2] = 2 + n;
  } else {
    bounds[0] = 5.5 + n, bounds[1] = 5.5 + 2 * n, bounds[2] = 4.5 + n;
  }
  struct tally tally[3] = {{0, 0}, {0, 0}, {0, 0}};
  size_t cases = N / width;
  for (size_t i = 0; i < cases; i++) {
    struct vec p0 = load(t, x, i, width), p1 = load(t, y, i, width), d = difference(&p0, &p1);
    const struct vec *operands[2] = {&p0, &d};
    for (int k = 0; k < 2; k++) {
      long double squares = sum_of_squares(operands[k]);
      /* fast_ forms: defined where the float sum of squares is normal. */
      if (fast && !(squares >= FLT_MIN && squares <= FLT_MAX))
        continue;
      long double want = sqrtl(squares), got = fp_get(t, scalars, k * cases + i);
      double error = ulp_error(got, want, *t->format);
      note(&tally[k], error <= bounds[k], error, kernel, k ? "distance" : "length", &p0,
           k ? &p1 : NULL, -1, want, got);
    }
    long double squares = sum_of_squares(&p0);
    if (fast && !(squares <= FLT_MAX))
      continue;
    bool all_zero, returns_p = fast && squares < FLT_MIN;
    struct vec want = normalized(p0, &all_zero);
    for (int j = 0; j < width; j++) {
      long double got = fp_get(t, vectors, i * width + j);
      double error = ulp_error(got, want.c[j], *t->format);
      bool ok = all_zero ? got == p0.c[j] && signbit(got) == signbit(p0.c[j])
                         : error <= bounds[2] || (returns_p && got == p0.c[j]);
      note(&tally[2], ok, error, kernel, fast ? "fast_normalize" : "normalize", &p0, NULL, j,
           want.c[j], got);
    }
  }
  static const char *const names[2][3] = {{"length", "distance", "normalize"},
                                          {"fast_length", "fast_distance", "fast_normalize"}};
  for (int k = 0; k < 3; k++) {
    char what[128];
    snprintf(what, sizeof what, "%s%d %s: worst %.2f ulp (limit %g)", t->name, width,
             names[fast][k], tally[k].worst, bounds[k]);
    report_case(what, tally[k].wrong == 0, "%d wrong results", tally[k].wrong);
  }
  free_run(&r);
}

/* Dot and VectorTimesScalar (widths 2 to 16), or cross (3 and 4). */
static void check_products(struct gpu *g, pi_program p, const struct fp_type *t, int width,
                           bool cross, uint64_t *state) {
  char kernel[64];
  snprintf(kernel, sizeof kernel, "%s_%s%d", cross ? "cross" : "dot", t->name, width);
  struct run r = run_kernel(g, p, kernel, t, width, true, state);
  void *x = r.x, *y = r.y, *scalars = r.scalars, *vectors = r.vectors;
  struct tally tally[2] = {{0, 0}, {0, 0}};
  size_t cases = N / width;
  for (size_t i = 0; i < cases; i++) {
    struct vec p0 = load(t, x, i, width), p1 = load(t, y, i, width);
    long double max = magnitude_max(&p0, &p1);
    if (cross) {
      long double want[4] = {p0.c[1] * p1.c[2] - p0.c[2] * p1.c[1],
                             p0.c[2] * p1.c[0] - p0.c[0] * p1.c[2],
                             p0.c[0] * p1.c[1] - p0.c[1] * p1.c[0], 0};
      long double bound = absolute_bound(t, max, 3);
      for (int j = 0; j < width; j++) {
        long double got = fp_get(t, vectors, i * width + j);
        bool ok = j == 3 ? got == 0 : within_absolute(t, got, want[j], bound);
        note(&tally[0], ok, share_of_bound(got, want[j], bound), kernel,
             "cross (error as a share of the bound)", &p0, &p1, j, want[j], got);
      }
      continue;
    }
    long double want = 0;
    for (int j = 0; j < width; j++)
      want += p0.c[j] * p1.c[j];
    long double got = fp_get(t, scalars, i);
    long double bound = absolute_bound(t, max, 2 * width - 1);
    note(&tally[0], within_absolute(t, got, want, bound), share_of_bound(got, want, bound),
         kernel, "Dot (error as a share of the bound)", &p0, &p1, -1, want, got);
    for (int j = 0; j < width; j++) {
      long double product = p0.c[j] * p1.c[0];
      long double scaled = fp_get(t, vectors, i * width + j);
      double e = ulp_error(scaled, product, *t->format);
      note(&tally[1], e <= 0.5001, e, kernel, "VectorTimesScalar", &p0, &p1, j, product, scaled);
    }
  }
  char what[128];
  if (cross) {
    snprintf(what, sizeof what, "%s%d cross: worst error %.2f of the bound", t->name,
             width, tally[0].worst);
    report_case(what, tally[0].wrong == 0, "%d wrong results", tally[0].wrong);
  } else {
    snprintf(what, sizeof what, "%s%d Dot: worst error %.2f of the bound", t->name, width,
             tally[0].worst);
    report_case(what, tally[0].wrong == 0, "%d wrong results", tally[0].wrong);
    snprintf(what, sizeof what, "%s%d VectorTimesScalar: correctly rounded", t->name, width);
    report_case(what, tally[1].wrong == 0, "%d wrong results", tally[1].wrong);
  }
  free_run(&r);
}

static void check_binary(struct gpu *g, pi_program p, const char *path) {
  (void)path;
  uint64_t state = 0x9e0;
  const struct fp_type *types[] = {&FP_HALF, &FP_FLOAT, &FP_DOUBLE};
  for (int ti = 0; ti < 3; ti++) {
    for (int width = 1; width <= 4; width++)
      check_lengths(g, p, types[ti], width, false, &state);
    static const int dot_widths[5] = {2, 3, 4, 8, 16};
    for (int w = 0; w < 5; w++)
      check_products(g, p, types[ti], dot_widths[w], false, &state);
    for (int width = 3; width <= 4; width++)
      check_products(g, p, types[ti], width, true, &state);
  }
  for (int width = 1; width <= 4; width++)
    check_lengths(g, p, &FP_FLOAT, width, true, &state);
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  check_binary(&g, test_program, argv[1]);
  return end_binary_test(&g);
}

/* Inputs for the math accuracy check: special values first, then a mix of
 * random bit patterns of the type, log-uniform magnitudes over the domain,
 * dense samples near each function's interesting points and uniform ones
 * around zero; functions of two arguments get arguments that relate the way
 * the function cares about (pow's result range, fmod's quotients, fma's
 * cancellation). All values are exact values of the type. */
#include "math_check.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

uint64_t rng_next(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

double rng_uniform(uint64_t *state) { return (double)(rng_next(state) >> 11) * 0x1p-53; }

static long rng_int(uint64_t *state, long lo, long hi) {
  return lo + (long)(rng_next(state) % (uint64_t)(hi - lo + 1));
}

static double sign_flip(uint64_t *rng, double v) { return rng_next(rng) & 1 ? -v : v; }

static double max_finite(enum fp_type t) {
  const struct fp_format *f = &fp_formats[t];
  return ldexp(2 - ldexp(1, 1 - f->precision), f->emax - 1);
}
static double min_subnormal(enum fp_type t) {
  return ldexp(1, fp_formats[t].emin - fp_formats[t].precision);
}
static double min_normal(enum fp_type t) { return ldexp(1, fp_formats[t].emin - 1); }

static double random_bits(enum fp_type t, uint64_t *rng) {
  return fp_from_bits(t, rng_next(rng) >> (64 - 8 * fp_formats[t].size));
}

/* |v| in [a, b] (0 < a <= b), its exponent uniform, its mantissa random. */
static double log_uniform(enum fp_type t, uint64_t *rng, double a, double b) {
  int ea = ilogb(a), eb = ilogb(b);
  double v = ldexp(1 + rng_uniform(rng), (int)rng_int(rng, ea, eb));
  v = fp_round(t, v);
  return v < a ? a : v > b ? b : v;
}

/* A value in [lo, hi]. */
static double in_domain(const struct math_function *f, enum fp_type t, uint64_t *rng, double lo,
                        double hi) {
  double top = max_finite(t), tiny = min_subnormal(t);
  lo = fmax(lo, -top);
  hi = fmin(hi, top);
  double mode = rng_uniform(rng);
  if (mode < 0.5) {
    bool negative = hi <= 0 || (lo < 0 && (rng_next(rng) & 1));
    double a = negative ? fmax(-hi, tiny) : fmax(lo, tiny), b = negative ? -lo : hi;
    if (a > b)
      return fp_round(t, lo);
    double v = log_uniform(t, rng, a, b);
    return negative ? -v : v;
  }
  if (mode < 0.75 && f && f->point_count > 0) {
    double p = fp_round(t, f->points[rng_int(rng, 0, f->point_count - 1)]);
    double v = rng_next(rng) & 1
                   ? fp_step(t, p, (int)rng_int(rng, -64, 64))
                   : fp_round(t, p + sign_flip(rng, ldexp(fmax(fabs(p), 1) * rng_uniform(rng),
                                                          -(int)rng_int(rng, 1, 40))));
    if (v >= lo && v <= hi)
      return v;
  }
  if (mode < 0.9) {
    double a = fmax(lo, -8), b = fmin(hi, 8);
    if (a <= b)
      return fp_round(t, a + (b - a) * rng_uniform(rng));
  }
  for (int tries = 0; tries < 200; tries++) {
    double v = random_bits(t, rng);
    if (v >= lo && v <= hi)
      return v;
  }
  return fp_round(t, lo > -INFINITY ? lo : hi);
}

/* x over f's domain, with some x anywhere unless the domain is all there is. */
static double domain_x(const struct math_function *f, enum fp_type t, uint64_t *rng) {
  if (!(f->flags & DOMAIN_ONLY) && rng_uniform(rng) < 0.1)
    return random_bits(t, rng);
  return in_domain(f, t, rng, f->lo, f->hi);
}

static double any_value(enum fp_type t, uint64_t *rng) {
  return rng_uniform(rng) < 0.15 ? random_bits(t, rng) : in_domain(NULL, t, rng, -INFINITY, INFINITY);
}

void generate_unary(const struct math_function *f, enum fp_type t, uint64_t *rng,
                    struct math_case *c) {
  c->x = domain_x(f, t, rng);
}

void generate_binary(const struct math_function *f, enum fp_type t, uint64_t *rng,
                     struct math_case *c) {
  c->x = domain_x(f, t, rng);
  double mode = rng_uniform(rng);
  c->y = mode < 0.1    ? sign_flip(rng, c->x)
         : mode < 0.15 ? fp_round(t, ldexp(c->x, (int)rng_int(rng, -30, 30)))
                       : any_value(t, rng);
}

void generate_native_divide(const struct math_function *f, enum fp_type t, uint64_t *rng,
                            struct math_case *c) {
  (void)f;
  c->x = any_value(t, rng);
  c->y = sign_flip(rng, log_uniform(t, rng, 0x1p-126, 0x1p126));
}

/* x near 1 as often as anywhere; y integral (for negative x), or such that
 * y log2 x spans the type's exponent range and beyond. */
void generate_pow(const struct math_function *f, enum fp_type t, uint64_t *rng,
                  struct math_case *c) {
  (void)f;
  const struct fp_format *ft = &fp_formats[t];
  double mode = rng_uniform(rng);
  if (mode < 0.4)
    c->x = log_uniform(t, rng, min_subnormal(t), max_finite(t));
  else if (mode < 0.65)
    c->x = fp_round(t, 1 + sign_flip(rng, ldexp(rng_uniform(rng), -(int)rng_int(rng, 1, ft->precision))));
  else if (mode < 0.8)
    c->x = -log_uniform(t, rng, min_subnormal(t), max_finite(t));
  else
    c->x = random_bits(t, rng);
  mode = rng_uniform(rng);
  double l = fabs(log2(fabs(c->x)));
  if (mode < 0.3)
    c->y = (double)rng_int(rng, -64, 64);
  else if (mode < 0.65 && l > 0 && isfinite(l))
    c->y = fp_round(t, sign_flip(rng, 1.2 * (ft->emax + ft->precision) * rng_uniform(rng) / l));
  else if (mode < 0.8)
    c->y = random_bits(t, rng);
  else
    c->y = fp_round(t, 8 * rng_uniform(rng) - 4);
}

/* pown and rootn: small n of both parities, large ones, extreme ones. */
void generate_int_power(const struct math_function *f, enum fp_type t, uint64_t *rng,
                        struct math_case *c) {
  c->x = domain_x(f, t, rng);
  double mode = rng_uniform(rng);
  double l = fabs(log2(fabs(c->x)));
  const struct fp_format *ft = &fp_formats[t];
  if (mode < 0.5)
    c->k = rng_int(rng, -10, 10);
  else if (mode < 0.7)
    c->k = rng_int(rng, -300, 300);
  else if (mode < 0.8)
    c->k = rng_next(rng) & 1 ? INT_MAX - rng_int(rng, 0, 3) : INT_MIN + rng_int(rng, 0, 3);
  else if (l > 0 && isfinite(l))
    c->k = (long)(sign_flip(rng, 1.2 * (ft->emax + ft->precision) * rng_uniform(rng) / l) + 0.5);
  else
    c->k = rng_int(rng, -100000, 100000);
  if (c->k > INT_MAX || c->k < INT_MIN)
    c->k = c->k > 0 ? INT_MAX : INT_MIN;
}

/* k over the whole range where x * 2^k changes, and extremes; for the uint
 * form, non-negative k up to UINT_MAX. */
void generate_ldexp(const struct math_function *f, enum fp_type t, uint64_t *rng,
                    struct math_case *c) {
  const struct fp_format *ft = &fp_formats[t];
  c->x = domain_x(f, t, rng);
  long range = ft->emax - ft->emin + 2 * ft->precision;
  double mode = rng_uniform(rng);
  c->k = mode < 0.7 ? rng_int(rng, -range, range) : mode < 0.9 ? rng_int(rng, -10, 10)
         : rng_next(rng) & 1 ? INT_MAX : INT_MIN;
  if (f->shape == SHAPE_XU)
    c->k = mode >= 0.9 ? (rng_next(rng) & 1 ? (long)UINT_MAX : (long)INT_MAX + 1) : labs(c->k);
}

/* fmod, remainder, remquo: x = q y with small quotients (halfway ones
 * too), huge ones, and unrelated x. */
void generate_quotient(const struct math_function *f, enum fp_type t, uint64_t *rng,
                       struct math_case *c) {
  (void)f;
  c->y = rng_uniform(rng) < 0.1 ? random_bits(t, rng)
                                : sign_flip(rng, log_uniform(t, rng, min_subnormal(t), max_finite(t)));
  double mode = rng_uniform(rng), q;
  if (mode < 0.15)
    q = (double)rng_int(rng, -80, 80) / 2;
  else if (mode < 0.45)
    q = 16 * rng_uniform(rng) - 8;
  else if (mode < 0.75)
    q = sign_flip(rng, ldexp(1 + rng_uniform(rng), (int)rng_int(rng, 0, 60)));
  else {
    c->x = any_value(t, rng);
    return;
  }
  c->x = fp_round(t, q * c->y);
}

/* fma and mad: z unrelated, or cancelling x y to a few ulps. */
void generate_fma(const struct math_function *f, enum fp_type t, uint64_t *rng,
                  struct math_case *c) {
  (void)f;
  c->x = any_value(t, rng);
  c->y = any_value(t, rng);
  double mode = rng_uniform(rng);
  if (mode < 0.4)
    c->z = any_value(t, rng);
  else if (mode < 0.8 && isfinite(c->x * c->y))
    c->z = fp_step(t, -fp_round(t, c->x * c->y), (int)rng_int(rng, -2, 2));
  else
    c->z = fp_round(t, ldexp(c->x * c->y, (int)rng_int(rng, -60, 60)));
}

void generate_nextafter(const struct math_function *f, enum fp_type t, uint64_t *rng,
                        struct math_case *c) {
  c->x = domain_x(f, t, rng);
  double mode = rng_uniform(rng);
  c->y = mode < 0.3    ? any_value(t, rng)
         : mode < 0.5  ? c->x
         : mode < 0.7  ? sign_flip(rng, INFINITY)
         : mode < 0.85 ? sign_flip(rng, 0)
                       : (isfinite(c->x) ? fp_step(t, c->x, rng_next(rng) & 1 ? 1 : -1) : 0);
}

/* The special values of a type, and of a function's domain. */
static int special_values(const struct math_function *f, enum fp_type t, double *v) {
  double base[] = {0,
                   INFINITY,
                   NAN,
                   min_subnormal(t),
                   min_normal(t) - min_subnormal(t),
                   min_normal(t),
                   max_finite(t),
                   1,
                   0.5,
                   2,
                   3,
                   fp_step(t, 1, 1),
                   fp_step(t, 1, -1),
                   fp_round(t, M_PI),
                   100,
                   1e6};
  int n = 0;
  for (size_t i = 0; i < sizeof base / sizeof base[0]; i++) {
    v[n++] = fp_round(t, base[i]);
    v[n++] = -fp_round(t, base[i]);
  }
  if (f) {
    double edges[] = {f->lo, f->hi};
    for (int i = 0; i < 2; i++)
      if (isfinite(edges[i]))
        for (int s = -2; s <= 2; s++)
          v[n++] = fp_step(t, fp_round(t, edges[i]), s);
    for (int i = 0; i < f->point_count; i++)
      for (int s = -1; s <= 1; s++)
        v[n++] = fp_step(t, fp_round(t, f->points[i]), s);
  }
  if (!f || !(f->flags & DOMAIN_ONLY))
    return n;
  int kept = 0;
  for (int i = 0; i < n; i++)
    if (isnan(v[i]) || (v[i] >= f->lo && v[i] <= f->hi))
      v[kept++] = v[i];
  return kept;
}

static const long special_k[] = {0, 1, -1, 2, -2, 3, -3, 7, 100, -100, 1000000, INT_MAX, INT_MIN};
static const long special_u[] = {0, 1, 2, 3, 100, 1000000, (long)INT_MAX, (long)INT_MAX + 1,
                                 (long)UINT_MAX};

static bool exhaustive(const struct math_function *f, enum fp_type t) {
  return t == FP_HALF && (f->shape == SHAPE_X || f->shape == SHAPE_X_PTR ||
                          f->shape == SHAPE_X_KPTR || f->shape == SHAPE_K_OF_X);
}

/* The special values (at most 256 for one argument) and all 65,536 halves;
 * generate_cases gives every half when there is room for them. */
size_t case_count(const struct math_function *f, enum fp_type t, size_t n) {
  return exhaustive(f, t) ? 65536 + 256 : n;
}

size_t generate_cases(const struct math_function *f, enum fp_type t, struct math_case *cases,
                      size_t n) {
  double xs[160], ys[64];
  int nx = special_values(f, t, xs), ny = special_values(NULL, t, ys);
  size_t count = 0;
  memset(cases, 0, n * sizeof *cases);
#define ADD(...)                                                                                   \
  do {                                                                                             \
    if (count < n)                                                                                 \
      cases[count++] = (struct math_case){__VA_ARGS__};                                           \
  } while (0)
  switch (f->shape) {
  case SHAPE_XY:
  case SHAPE_XY_KPTR:
    for (int i = 0; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ADD(.x = xs[i], .y = ys[j]);
    break;
  case SHAPE_XYZ:
    for (int i = 0; i < ny; i += 2)
      for (int j = 0; j < ny; j += 2)
        for (int k = 0; k < ny; k += 3)
          ADD(.x = ys[i], .y = ys[j], .z = ys[k]);
    break;
  case SHAPE_XK:
  case SHAPE_XU: {
    const long *ks = f->shape == SHAPE_XK ? special_k : special_u;
    size_t nk = f->shape == SHAPE_XK ? sizeof special_k / sizeof *ks : sizeof special_u / sizeof *ks;
    for (int i = 0; i < nx; i++)
      for (size_t j = 0; j < nk; j++)
        ADD(.x = xs[i], .k = ks[j]);
    break;
  }
  default:
    for (int i = 0; i < nx; i++)
      ADD(.x = xs[i]);
  }
#undef ADD
  if (f->defined_at) {
    size_t kept = 0;
    for (size_t i = 0; i < count; i++)
      if (f->defined_at(&cases[i]))
        cases[kept++] = cases[i];
    count = kept;
  }
  size_t specials = count;
  bool all_halves = exhaustive(f, t) && n >= specials + 65536;
  uint64_t rng = (uint64_t)t * 0x9e3779b97f4a7c15u;
  for (const char *p = f->name; *p; p++)
    rng = rng * 131 + (unsigned char)*p;
  for (; count < n; count++) {
    if (all_halves) {
      cases[count].x = fp_from_bits(t, (uint64_t)(count - specials) & 0xffff);
      continue;
    }
    for (int tries = 0; tries < 1000; tries++) {
      cases[count] = (struct math_case){0};
      f->generate(f, t, &rng, &cases[count]);
      if (!f->defined_at || f->defined_at(&cases[count]))
        break;
    }
  }
  return specials;
}

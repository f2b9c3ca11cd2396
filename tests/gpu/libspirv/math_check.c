/* The error of results against MPFR, in ulps, on every core (see
 * math_check.h). */
#include "math_check.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

const struct fp_format fp_formats[FP_TYPES] = {
    {"half", "h", 11, -13, 16, 2},
    {"float", "f", 24, -125, 128, 4},
    {"double", "d", 53, -1021, 1024, 8},
};

static double half_bits_to_double(uint16_t h) {
  int exponent = (h >> 10) & 0x1f;
  double mantissa = h & 0x3ff;
  double v = exponent == 0    ? ldexp(mantissa, -24)
             : exponent == 31 ? (mantissa == 0 ? INFINITY : NAN)
                              : ldexp(mantissa + 1024, exponent - 25);
  return h & 0x8000 ? -v : v;
}

/* v must be a half value. */
static uint16_t double_to_half_bits(double v) {
  uint16_t sign = signbit(v) ? 0x8000 : 0;
  double a = fabs(v);
  if (isnan(v))
    return sign | 0x7e00;
  if (isinf(v))
    return sign | 0x7c00;
  if (a < 0x1p-14)
    return sign | (uint16_t)ldexp(a, 24);
  int e = ilogb(a);
  return sign | (uint16_t)((e + 15) << 10) | (uint16_t)(ldexp(a, 10 - e) - 1024);
}

double fp_from_bits(enum fp_type t, uint64_t bits) {
  if (t == FP_HALF)
    return half_bits_to_double((uint16_t)bits);
  if (t == FP_FLOAT) {
    uint32_t b = (uint32_t)bits;
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
  }
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

static uint64_t fp_to_bits(enum fp_type t, double v) {
  if (t == FP_HALF)
    return double_to_half_bits(v);
  if (t == FP_FLOAT) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
  }
  uint64_t b;
  memcpy(&b, &v, sizeof b);
  return b;
}

double fp_load(enum fp_type t, const void *buffer, size_t i) {
  const unsigned char *p = (const unsigned char *)buffer + i * fp_formats[t].size;
  uint64_t bits = 0;
  memcpy(&bits, p, fp_formats[t].size);
  return fp_from_bits(t, bits);
}

void fp_store(enum fp_type t, void *buffer, size_t i, double v) {
  uint64_t bits = fp_to_bits(t, v);
  memcpy((unsigned char *)buffer + i * fp_formats[t].size, &bits, fp_formats[t].size);
}

double fp_round(enum fp_type t, double v) {
  if (t == FP_FLOAT)
    return (float)v;
  if (t != FP_HALF || !isfinite(v) || v == 0)
    return v;
  double a = fabs(v);
  if (a >= 65520)
    return copysign(INFINITY, v);
  int e = a < 0x1p-14 ? -14 : ilogb(a);
  return copysign(ldexp(nearbyint(ldexp(a, 10 - e)), e - 10), v);
}

double fp_step(enum fp_type t, double v, int steps) {
  int bits = (int)fp_formats[t].size * 8;
  uint64_t sign = (uint64_t)1 << (bits - 1), b = fp_to_bits(t, v);
  int64_t ordered = b & sign ? -(int64_t)(b & (sign - 1)) : (int64_t)b;
  ordered += steps;
  uint64_t out = ordered < 0 ? sign | (uint64_t)-ordered : (uint64_t)ordered;
  double r = fp_from_bits(t, out);
  /* Towards zero from below ends at -0, as C's nextafter does. */
  return isnan(r) ? copysign(INFINITY, r) : r == 0 ? copysign(0, v) : r;
}

double ulp_error(enum fp_type ft, double got, mpfr_srcptr e, int ternary, unsigned flags) {
  const struct fp_format *f = &fp_formats[ft];
  if (mpfr_nan_p(e))
    return isnan(got) ? 0 : INFINITY;
  if (isnan(got))
    return INFINITY;
  bool same_sign = !signbit(got) == !mpfr_signbit(e);
  if (ternary == 0 && mpfr_zero_p(e) && !(flags & FLUSHES))
    return got == 0 && (same_sign || (flags & ZERO_SIGN_FREE)) ? 0 : INFINITY;
  if (mpfr_inf_p(e))
    return isinf(got) && same_sign ? 0 : INFINITY;
  MPFR_DECL_INIT(d, 64);
  if (isinf(got)) {
    /* As 2^emax, the first power of two beyond the largest finite value. */
    if (!same_sign)
      return INFINITY;
    mpfr_set_ui_2exp(d, 1, f->emax, MPFR_RNDN);
    if (mpfr_cmpabs(e, d) >= 0)
      return 0;
    if (mpfr_signbit(e))
      mpfr_add(d, d, e, MPFR_RNDN);
    else
      mpfr_sub(d, d, e, MPFR_RNDN);
    mpfr_mul_2si(d, d, f->precision - f->emax, MPFR_RNDN);
    return mpfr_get_d(d, MPFR_RNDN);
  }
  long exponent = mpfr_zero_p(e) ? f->emin : mpfr_get_exp(e);
  exponent = exponent < f->emin ? f->emin : exponent > f->emax ? f->emax : exponent;
  mpfr_set_d(d, got, MPFR_RNDN);
  mpfr_sub(d, d, e, MPFR_RNDN);
  mpfr_mul_2si(d, d, f->precision - exponent, MPFR_RNDN);
  return fabs(mpfr_get_d(d, MPFR_RNDN));
}

double function_bound(const struct math_function *f, enum fp_type t,
                      const struct check_options *options) {
  if (t == FP_FLOAT && options->sqrt_cr && strcmp(f->name, "sqrt") == 0)
    return CR;
  return f->bound[t];
}

/* Per thread: the reference's variables and the part of the batch. */
struct worker {
  const struct math_function *f;
  enum fp_type t;
  const struct math_case *cases;
  const struct math_result *got;
  size_t begin, end;
  const struct check_options *options;
  struct check_stats stats;
};

static bool is_subnormal(enum fp_type t, double v) {
  return v != 0 && fabs(v) < ldexp(1, fp_formats[t].emin - 1);
}

/* A case's inputs with the subnormals picked by mask (x 1, y 2, z 4)
 * flushed to zero, their sign kept. */
static struct math_case flushed(enum fp_type t, const struct math_case *c, int mask) {
  struct math_case f = *c;
  if ((mask & 1) && is_subnormal(t, f.x))
    f.x = copysign(0, f.x);
  if ((mask & 2) && is_subnormal(t, f.y))
    f.y = copysign(0, f.y);
  if ((mask & 4) && is_subnormal(t, f.z))
    f.z = copysign(0, f.z);
  return f;
}

struct reference_vars {
  mpfr_t x, y, z, r, r2, alt;
};

static void run_reference(reference_fn ref, enum fp_type t, struct reference_vars *v,
                          const struct math_case *c, bool correctly_rounded, struct ref_out *out,
                          mpfr_ptr r) {
  mpfr_set_d(v->x, c->x, MPFR_RNDN);
  mpfr_set_d(v->y, c->y, MPFR_RNDN);
  mpfr_set_d(v->z, c->z, MPFR_RNDN);
  struct ref_in in = {v->x, v->y, v->z, c->k, t, c};
  out->r = r;
  out->r2 = v->r2;
  out->t = out->t2 = 0;
  out->k = 0;
  ref(out, &in);
  if (correctly_rounded) {
    out->t = mpfr_subnormalize(r, mpfr_check_range(r, out->t, MPFR_RNDN), MPFR_RNDN);
    out->t2 = mpfr_subnormalize(v->r2, mpfr_check_range(v->r2, out->t2, MPFR_RNDN), MPFR_RNDN);
  }
}

/* The error of one floating-point result: against the rounded reference
 * for correctly rounded functions (0 or at least 1 ulp), else against the
 * exact one. Flushing allows a zero where a result within the bound could
 * be subnormal (OpenCL 3.0, edge case behaviour in flush to zero mode). */
static double result_error(enum fp_type t, double got, mpfr_srcptr e, int ternary,
                           unsigned flags, bool flushing, double allowed) {
  const struct fp_format *f = &fp_formats[t];
  if (flushing && got == 0 && mpfr_number_p(e) &&
      fabs(mpfr_get_d(e, MPFR_RNDN)) - allowed * ldexp(1, f->emin - f->precision) <
          ldexp(1, f->emin - 1))
    return 0;
  return ulp_error(t, got, e, ternary, flags | (flushing ? ZERO_SIGN_FREE : 0));
}

static bool k_matches(const struct math_function *f, const struct math_case *c, long expected,
                      long got, mpfr_srcptr r) {
  switch (f->k_rule) {
  case K_NONE:
    return true;
  case K_EXACT:
    return got == expected;
  case K_REMQUO: {
    if (mpfr_nan_p(r))
      return got == 0;
    bool negative = (signbit(c->x) != 0) != (signbit(c->y) != 0);
    long magnitude = labs(expected) & 127;
    return (labs(got) & 127) == magnitude && (got == 0 || (got < 0) == negative);
  }
  case K_LGAMMA_SIGN:
    if (isnan(c->x) || c->x == -INFINITY)
      return true;
    if (c->x <= 0 && c->x == floor(c->x))
      return got == 0;
    return got == (c->x > 0 ? 1 : expected);
  }
  return false;
}

static void record(struct check_stats *s, size_t index, double error, double allowed,
                   const struct ref_out *out, double got) {
  double ratio = allowed > 0 ? error / allowed : error > 0 ? INFINITY : 0;
  if (ratio > s->max_ratio || s->worst == (size_t)-1) {
    s->max_ratio = ratio;
    s->worst = index;
  }
  if (error > s->max_error)
    s->max_error = error;
  double expected = mpfr_get_d(out->r, MPFR_RNDN);
  if (isfinite(got) && isfinite(expected) && fabs(got - expected) > s->max_absolute)
    s->max_absolute = fabs(got - expected);
  if (error <= allowed)
    return;
  if (s->reported < MAX_REPORTED_FAILURES) {
    struct check_failure *fl = &s->first[s->reported++];
    fl->index = index;
    fl->error = error;
    fl->allowed = allowed;
    fl->expected = mpfr_get_d(out->r, MPFR_RNDN);
    fl->expected2 = mpfr_get_d(out->r2, MPFR_RNDN);
    fl->expected_k = out->k;
  }
  s->failures++;
}

static void *check_range(void *arg) {
  struct worker *w = arg;
  const struct math_function *f = w->f;
  enum fp_type t = w->t;
  const struct fp_format *fmt = &fp_formats[t];
  double bound = function_bound(f, t, w->options);
  bool cr = bound == CR;
  bool flushing = (f->flags & FLUSHES) || !w->options->denormals;
  mpfr_prec_t precision = cr ? fmt->precision : t == FP_DOUBLE ? 128 : 64;
  if (cr) {
    mpfr_set_emin(fmt->emin - fmt->precision + 1);
    mpfr_set_emax(fmt->emax);
  } else {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
  }
  struct reference_vars v;
  mpfr_inits2(64, v.x, v.y, v.z, (mpfr_ptr)0);
  mpfr_inits2(precision, v.r, v.r2, v.alt, (mpfr_ptr)0);
  w->stats.worst = (size_t)-1;
  for (size_t i = w->begin; i < w->end; i++) {
    const struct math_case *c = &w->cases[i];
    const struct math_result *g = &w->got[i];
    struct ref_out out;
    run_reference(f->reference, t, &v, c, cr, &out, v.r);
    double allowed = bound;
    if (f->tolerance) {
      double e = mpfr_get_d(out.r, MPFR_RNDN);
      long exponent = mpfr_regular_p(out.r) ? mpfr_get_exp(out.r) : fmt->emin;
      exponent = exponent < fmt->emin ? fmt->emin : exponent > fmt->emax ? fmt->emax : exponent;
      allowed = f->tolerance(f, t, c, e, ldexp(1, (int)exponent - fmt->precision));
      if (isnan(allowed))
        allowed = bound;
    }
    unsigned flags = f->flags;
    double error = f->shape == SHAPE_K_OF_X ? 0 : result_error(t, g->r, out.r, out.t, flags, flushing, allowed);
    double error2 = 0;
    if (f->shape == SHAPE_X_PTR)
      error2 = result_error(t, g->r2, out.r2, out.t2, flags, flushing, allowed);
    if (f->alternative && (error > allowed || error2 > allowed)) {
      struct ref_out alt;
      run_reference(f->alternative, t, &v, c, cr, &alt, v.alt);
      double e = result_error(t, g->r, alt.r, alt.t, flags, flushing, allowed);
      error = e < error ? e : error;
    }
    /* Any subset of the subnormal inputs may be flushed. */
    for (int mask = 1; mask < 8 && flushing && (error > allowed || error2 > allowed); mask++) {
      struct math_case fc = flushed(t, c, mask);
      if (memcmp(&fc, c, sizeof fc) == 0)
        continue;
      struct ref_out fl;
      run_reference(f->reference, t, &v, &fc, cr, &fl, v.alt);
      double e = result_error(t, g->r, fl.r, fl.t, flags, true, allowed);
      double e2 =
          f->shape == SHAPE_X_PTR ? result_error(t, g->r2, fl.r2, fl.t2, flags, true, allowed) : 0;
      if ((e > e2 ? e : e2) < (error > error2 ? error : error2))
        error = e, error2 = e2;
    }
    if (error2 > error)
      error = error2;
    if (!k_matches(f, c, out.k, g->k, out.r))
      error = INFINITY;
    record(&w->stats, i, error, allowed, &out, f->shape == SHAPE_K_OF_X ? 0 : g->r);
  }
  mpfr_clears(v.x, v.y, v.z, v.r, v.r2, v.alt, (mpfr_ptr)0);
  mpfr_free_cache();
  return NULL;
}

void check_batch(const struct math_function *f, enum fp_type t, const struct math_case *cases,
                 const struct math_result *got, size_t n, const struct check_options *options,
                 struct check_stats *stats) {
  int threads = options->threads < 1 ? 1 : options->threads;
  struct worker *workers = calloc((size_t)threads, sizeof *workers);
  pthread_t *ids = calloc((size_t)threads, sizeof *ids);
  bool *started = calloc((size_t)threads, sizeof *started);
  for (int i = 0; i < threads; i++) {
    workers[i] = (struct worker){f, t, cases, got, n * (size_t)i / (size_t)threads,
                                 n * (size_t)(i + 1) / (size_t)threads, options, {.worst = 0}};
    started[i] = threads > 1 && pthread_create(&ids[i], NULL, check_range, &workers[i]) == 0;
    if (!started[i])
      check_range(&workers[i]);
  }
  memset(stats, 0, sizeof *stats);
  stats->max_ratio = -1;
  for (int i = 0; i < threads; i++) {
    if (started[i])
      pthread_join(ids[i], NULL);
    struct check_stats *s = &workers[i].stats;
    if (s->worst != (size_t)-1 && s->max_ratio > stats->max_ratio) {
      stats->max_ratio = s->max_ratio;
      stats->worst = s->worst;
    }
    stats->max_error = fmax(stats->max_error, s->max_error);
    stats->max_absolute = fmax(stats->max_absolute, s->max_absolute);
    stats->failures += s->failures;
    for (int j = 0; j < s->reported && stats->reported < MAX_REPORTED_FAILURES; j++)
      stats->first[stats->reported++] = s->first[j];
  }
  if (stats->max_ratio < 0)
    stats->max_ratio = 0;
  free(workers);
  free(ids);
  free(started);
}

const struct math_function *find_math_function(const char *name) {
  for (int i = 0; i < math_function_count; i++)
    if (strcmp(math_functions[i].name, name) == 0)
      return &math_functions[i];
  return NULL;
}

/* The math builtins under test: their MPFR references, and their bounds in
 * ulps for half, float and double from OpenCL 3.0's full-profile table
 * (the half column for half; half_ functions 8192 ulp); where OpenCL leaves
 * the accuracy to the implementation (native_, lgamma), the bound is
 * libspirv's own, documented in libspirv/math.md. */
#include "math_check.h"

#include <limits.h>
#include <math.h>

#define RN MPFR_RNDN

#define REF1(name, call)                                                                           \
  static void ref_##name(struct ref_out *o, const struct ref_in *a) {                              \
    o->t = call(o->r, a->x, RN);                                                                   \
  }
#define REF2(name, call)                                                                           \
  static void ref_##name(struct ref_out *o, const struct ref_in *a) {                              \
    o->t = call(o->r, a->x, a->y, RN);                                                             \
  }

REF1(acos, mpfr_acos)
REF1(acosh, mpfr_acosh)
REF1(acospi, mpfr_acospi)
REF1(asin, mpfr_asin)
REF1(asinh, mpfr_asinh)
REF1(asinpi, mpfr_asinpi)
REF1(atan, mpfr_atan)
REF1(atanh, mpfr_atanh)
REF1(atanpi, mpfr_atanpi)
REF1(cbrt, mpfr_cbrt)
REF1(cos, mpfr_cos)
REF1(cosh, mpfr_cosh)
REF1(cospi, mpfr_cospi)
REF1(erf, mpfr_erf)
REF1(erfc, mpfr_erfc)
REF1(exp, mpfr_exp)
REF1(exp2, mpfr_exp2)
REF1(exp10, mpfr_exp10)
REF1(expm1, mpfr_expm1)
REF1(fabs, mpfr_abs)
REF1(log, mpfr_log)
REF1(log2, mpfr_log2)
REF1(log10, mpfr_log10)
REF1(log1p, mpfr_log1p)
REF1(rint, mpfr_rint)
REF1(sin, mpfr_sin)
REF1(sinh, mpfr_sinh)
REF1(sinpi, mpfr_sinpi)
REF1(sqrt, mpfr_sqrt)
REF1(tan, mpfr_tan)
REF1(tanh, mpfr_tanh)
REF1(tanpi, mpfr_tanpi)
REF1(tgamma, mpfr_gamma)
REF2(atan2, mpfr_atan2)
REF2(atan2pi, mpfr_atan2pi)
REF2(divide, mpfr_div)
REF2(fdim, mpfr_dim)
REF2(fmax, mpfr_max)
REF2(fmin, mpfr_min)
REF2(fmod, mpfr_fmod)
REF2(hypot, mpfr_hypot)
REF2(pow, mpfr_pow)
REF2(remainder, mpfr_remainder)

#define REF_INTEGRAL(name, call)                                                                   \
  static void ref_##name(struct ref_out *o, const struct ref_in *a) { o->t = call(o->r, a->x); }
REF_INTEGRAL(ceil, mpfr_ceil)
REF_INTEGRAL(floor, mpfr_floor)
REF_INTEGRAL(round, mpfr_round)
REF_INTEGRAL(trunc, mpfr_trunc)

static double arg(mpfr_srcptr v) { return mpfr_get_d(v, RN); }
static void exact(mpfr_ptr r, int *t, double v) {
  mpfr_set_d(r, v, RN);
  *t = 0;
}

/* IEEE 754's rSqrt(-0) is -inf; MPFR's rec_sqrt gives +inf. */
static void ref_rsqrt(struct ref_out *o, const struct ref_in *a) {
  if (mpfr_zero_p(a->x))
    exact(o->r, &o->t, copysign(INFINITY, arg(a->x)));
  else
    o->t = mpfr_rec_sqrt(o->r, a->x, RN);
}

static void ref_recip(struct ref_out *o, const struct ref_in *a) {
  o->t = mpfr_ui_div(o->r, 1, a->x, RN);
}

static void ref_lgamma(struct ref_out *o, const struct ref_in *a) {
  int sign;
  o->t = mpfr_lgamma(o->r, &sign, a->x, RN);
  o->k = sign;
}

static void ref_fma(struct ref_out *o, const struct ref_in *a) {
  o->t = mpfr_fma(o->r, a->x, a->y, a->z, RN);
}

/* mad may also round the product, then the sum. */
static void ref_mul_add(struct ref_out *o, const struct ref_in *a) {
  double product = fp_round(a->type, arg(a->x) * arg(a->y));
  exact(o->r, &o->t, fp_round(a->type, product + arg(a->z)));
}

/* y's sign from the case: MPFR keeps no NaN's sign. */
static void ref_copysign(struct ref_out *o, const struct ref_in *a) {
  exact(o->r, &o->t, copysign(fabs(arg(a->x)), a->c->y));
}

/* OpenCL's powr(x, NaN) is NaN also for x = 1, where MPFR's is 1. */
static void ref_powr(struct ref_out *o, const struct ref_in *a) {
  if (mpfr_nan_p(a->x) || mpfr_nan_p(a->y)) {
    mpfr_set_nan(o->r);
    o->t = 0;
  } else {
    o->t = mpfr_powr(o->r, a->x, a->y, RN);
  }
}

static void ref_maxmag(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x), y = arg(a->y);
  exact(o->r, &o->t, fabs(x) > fabs(y) ? x : fabs(y) > fabs(x) ? y : fmax(x, y));
}

static void ref_minmag(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x), y = arg(a->y);
  exact(o->r, &o->t, fabs(x) < fabs(y) ? x : fabs(y) < fabs(x) ? y : fmin(x, y));
}

static void ref_nextafter(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x), y = arg(a->y);
  double r = isnan(x) || isnan(y) ? NAN : x == y ? y : fp_step(a->type, x, y > x ? 1 : -1);
  exact(o->r, &o->t, r);
}

static void ref_logb(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x);
  int e;
  frexp(x, &e);
  exact(o->r, &o->t, x == 0 ? -INFINITY : isinf(x) ? INFINITY : isnan(x) ? x : e - 1);
}

static void ref_ilogb(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x);
  int e;
  frexp(x, &e);
  o->k = x == 0 ? INT_MIN : isnan(x) || isinf(x) ? INT_MAX : e - 1;
}

static void ref_ldexp(struct ref_out *o, const struct ref_in *a) {
  o->t = mpfr_mul_2si(o->r, a->x, a->k, RN);
}

static void ref_pown(struct ref_out *o, const struct ref_in *a) {
  o->t = mpfr_pow_si(o->r, a->x, a->k, RN);
}

static void ref_rootn(struct ref_out *o, const struct ref_in *a) {
  o->t = mpfr_rootn_si(o->r, a->x, a->k, RN);
}

static void ref_sincos(struct ref_out *o, const struct ref_in *a) {
  o->t = mpfr_sin(o->r, a->x, RN);
  o->t2 = mpfr_cos(o->r2, a->x, RN);
}

/* OpenCL's modf: trunc(x), and copysign(x - trunc(x), x), +-0 for +-inf. */
static void ref_modf(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x), i = trunc(x);
  exact(o->r, &o->t, copysign(isinf(x) ? 0 : x - i, x));
  exact(o->r2, &o->t2, i);
}

/* OpenCL's fract: min(x - floor(x), the largest value below 1), floor(x);
 * +-0 for +-0 and +-inf. */
static void ref_fract(struct ref_out *o, const struct ref_in *a) {
  double x = arg(a->x);
  if (x == 0 || !isfinite(x)) {
    exact(o->r, &o->t, isnan(x) ? x : copysign(0, x));
    exact(o->r2, &o->t2, x);
    return;
  }
  mpfr_floor(o->r2, a->x);
  o->t = mpfr_sub(o->r, a->x, o->r2, RN);
  if (mpfr_cmp_ui(o->r, 1) >= 0) {
    exact(o->r, &o->t, 1 - ldexp(1, -fp_formats[a->type].precision));
    o->t = -1;
  }
}

/* OpenCL's frexp: exponent 0 for +-0, +-inf and NaN. */
static void ref_frexp(struct ref_out *o, const struct ref_in *a) {
  mpfr_exp_t e = 0;
  o->t = mpfr_frexp(&e, o->r, a->x, RN);
  o->k = mpfr_regular_p(a->x) ? e : 0;
}

static void ref_remquo(struct ref_out *o, const struct ref_in *a) {
  long q = 0;
  o->t = mpfr_remquo(o->r, &q, a->x, a->y, RN);
  o->k = q;
}

/* lgamma and lgamma_r: OpenCL leaves the accuracy to the implementation.
 * libspirv's bound: the tgamma bound for x >= 0; for x < 0, where lgamma is
 * a difference of logarithms with zeros between the poles, an absolute
 * error of 2^-16 (half, float) or 2^-45 (double) is also accepted. */
static double lgamma_tolerance(const struct math_function *f, enum fp_type t,
                               const struct math_case *c, double e, double ulp) {
  (void)e;
  if (c->x >= 0)
    return f->bound[t];
  double absolute = t == FP_DOUBLE ? 0x1p-45 : 0x1p-16;
  return fmax(f->bound[t], absolute / ulp);
}

/* native_: libspirv's bounds, twice what CUDA documents for the same
 * instructions (its __sinf, __expf, __log2f...; OpenCL's ulp is that of the
 * exact value, half CUDA's just below a power of two): absolute errors
 * where the instruction's error is absolute, ulp errors that grow with |x|
 * where the argument's rounding is scaled. Domains in the table. */
static bool in_half_to_two(double x) { return x >= 0.5 && x <= 2; }
static double tolerance_native_sin_cos(const struct math_function *f, enum fp_type t,
                                       const struct math_case *c, double e, double ulp) {
  (void)f, (void)t, (void)c, (void)e;
  return fmax(4, 0x1p-20 / ulp);
}
/* sin / cos, each 2^-20 off: 2^-20 (1 + tan^2) to first order, more where
 * the error is no longer small against cos; undefined within 2^-17 of a
 * pole. */
static double tolerance_native_tan(const struct math_function *f, enum fp_type t,
                                   const struct math_case *c, double e, double ulp) {
  (void)f, (void)t;
  double cosine = fabs(cos(c->x));
  if (cosine < 0x1p-17)
    return INFINITY;
  return 8 + 0x1p-20 * (1 + e * e) / (1 - 0x1p-20 / cosine) / ulp;
}
static double tolerance_native_exp(const struct math_function *f, enum fp_type t,
                                   const struct math_case *c, double e, double ulp) {
  (void)f, (void)t, (void)e, (void)ulp;
  return 8 + 2 * fabs(c->x);
}
static double tolerance_native_exp10(const struct math_function *f, enum fp_type t,
                                     const struct math_case *c, double e, double ulp) {
  (void)f, (void)t, (void)e, (void)ulp;
  return 8 + 4 * fabs(c->x);
}
static double tolerance_native_log(const struct math_function *f, enum fp_type t,
                                   const struct math_case *c, double e, double ulp) {
  (void)f, (void)t, (void)e;
  return in_half_to_two(c->x) ? fmax(8, 0x1p-20 / ulp) : 8;
}
static double tolerance_native_log2_log10(const struct math_function *f, enum fp_type t,
                                    const struct math_case *c, double e, double ulp) {
  (void)f, (void)t, (void)e;
  return in_half_to_two(c->x) ? fmax(8, 0x1p-21 / ulp) : 8;
}
/* ex2(y * lg2(x)): lg2's error (2^-21 absolute on [0.5, 2], 2^-21 relative
 * elsewhere) times |y|, and the product's rounding, move the exponent. */
static double tolerance_native_powr(const struct math_function *f, enum fp_type t,
                                    const struct math_case *c, double e, double ulp) {
  double l = fabs(log2(c->x)), y = fabs(c->y);
  if (!isfinite(l) || !isfinite(y) || !isfinite(e) || e == 0)
    return f->bound[t];
  double log_error = in_half_to_two(c->x) ? 0x1p-21 : 0x1p-21 * l;
  double exponent_error = y * log_error + 0x1p-23 * y * l;
  return 16 + fabs(e) / ulp * M_LN2 * exponent_error;
}

/* native_divide's domain: |y| in [2^-126, 2^126]. */
static bool divide_defined_at(const struct math_case *c) {
  return fabs(c->y) >= 0x1p-126 && fabs(c->y) <= 0x1p126;
}

/* native_powr's: away from x = 1 unless |y| is moderate, since lg2.approx's
 * absolute error there (2^-22) may even flip log2 x's sign. */
static bool powr_defined_at(const struct math_case *c) {
  return fabs(c->x - 1) >= 0x1p-10 || fabs(c->y) <= 0x1p16;
}

static const double points_trig[] = {0, M_PI_2, M_PI, 3 * M_PI_2, 2 * M_PI, -M_PI_2, -M_PI,
                                     10 * M_PI, 100.5 * M_PI, 1e4 * M_PI_2, 65536, 1e6 * M_PI};
static const double points_native_trig[] = {0, M_PI_4, M_PI_2, 3, M_PI, -M_PI_2, -M_PI};
static const double points_one[] = {1, -1, 0.5, 0};
static const double points_log[] = {1, 0.5, 2, 0};
static const double points_exp[] = {0,      88.72,   -87.34, -103.28, 709.78, -708.4,
                                     -744.4, 11.09,  -9.70,  -16.64,  -1, 1};
static const double points_exp2[] = {0, 128, -126, -149, 1024, -1022, -1074, 16, -14, -24, 1, -1};
static const double points_exp10[] = {0,      38.53,   -37.93, -44.85, 308.25, -307.65,
                                      -323.3, 4.816,  -4.214, -7.225, 1,      -1};
static const double points_gamma[] = {0,    1,    2,    3,     -1,     -2,     -3,      -10,
                                      -0.5, -1.5, -2.5, -10.5, 35.04,  171.62, 9.1,     -170.5,
                                      -2.457024738, -2.747682646, -3.143580, 0.5, 1e-5, 4};
static const double points_erf[] = {0, 0.5, 1, 2, 3.9, 5.9, 10, 26.5, 9.2, -1, -3.9};
static const double points_pi_functions[] = {0.5, 1, 1.5, 2, 0.25, 0.75, 1000.5, 4194304.5,
                                             -0.5, -1, -2.5, 0};
static const double points_integers[] = {0.5, 1.5, 2.5, -0.5, -1.5, 0, 8388608, 4503599627370496,
                                         1e20, 1024};
static const double points_root[] = {0, 1, 8, 0.125, 27, 4};

#define POINTS(p) p, (int)(sizeof p / sizeof p[0]), NULL
#define NO_POINTS NULL, 0, NULL
#define RANGE(lo, hi) lo, hi
#define ALL -INFINITY, INFINITY
#define U(name, h, f, d, domain, points)                                                           \
  {#name, SHAPE_X, {h, f, d}, ref_##name, NULL, K_NONE, 0, NULL, generate_unary, domain, points}
#define B(name, h, f, d, gen)                                                                      \
  {#name, SHAPE_XY, {h, f, d}, ref_##name, NULL, K_NONE, 0, NULL, gen, ALL, NO_POINTS}
#define ND NOT_DEFINED
#define HALF_FN(name, ref, domain, flags, points)                                                  \
  {#name, SHAPE_X, {ND, 8192, ND}, ref_##ref, NULL, K_NONE, flags, NULL, generate_unary, domain,   \
   points}
#define NATIVE_FN(name, ref, tolerance, domain, points)                                            \
  {#name, SHAPE_X, {ND, 8, ND}, ref_##ref, NULL, K_NONE, FLUSHES | DOMAIN_ONLY, tolerance,         \
   generate_unary, domain, points}

const struct math_function math_functions[] = {
    U(acos, 2, 4, 4, RANGE(-1, 1), POINTS(points_one)),
    U(acosh, 2, 4, 4, RANGE(1, INFINITY), POINTS(points_one)),
    U(acospi, 2, 5, 5, RANGE(-1, 1), POINTS(points_one)),
    U(asin, 2, 4, 4, RANGE(-1, 1), POINTS(points_one)),
    U(asinh, 2, 4, 4, ALL, POINTS(points_one)),
    U(asinpi, 2, 5, 5, RANGE(-1, 1), POINTS(points_one)),
    U(atan, 2, 5, 5, ALL, POINTS(points_one)),
    U(atanh, 2, 5, 5, RANGE(-1, 1), POINTS(points_one)),
    U(atanpi, 2, 5, 5, ALL, POINTS(points_one)),
    U(cbrt, 2, 2, 2, ALL, POINTS(points_root)),
    U(ceil, CR, CR, CR, ALL, POINTS(points_integers)),
    U(cos, 2, 4, 4, ALL, POINTS(points_trig)),
    U(cosh, 2, 4, 4, ALL, POINTS(points_exp)),
    U(cospi, 2, 4, 4, ALL, POINTS(points_pi_functions)),
    U(erf, 4, 16, 16, ALL, POINTS(points_erf)),
    U(erfc, 4, 16, 16, ALL, POINTS(points_erf)),
    U(exp, 2, 3, 3, ALL, POINTS(points_exp)),
    U(exp2, 2, 3, 3, ALL, POINTS(points_exp2)),
    U(exp10, 2, 3, 3, ALL, POINTS(points_exp10)),
    U(expm1, 2, 3, 3, ALL, POINTS(points_exp)),
    U(fabs, CR, CR, CR, ALL, POINTS(points_one)),
    U(floor, CR, CR, CR, ALL, POINTS(points_integers)),
    {"lgamma", SHAPE_X, {4, 16, 16}, ref_lgamma, NULL, K_NONE, 0, lgamma_tolerance,
     generate_unary, ALL, POINTS(points_gamma)},
    U(log, 2, 3, 3, RANGE(0, INFINITY), POINTS(points_log)),
    U(log2, 2, 3, 3, RANGE(0, INFINITY), POINTS(points_log)),
    U(log10, 2, 3, 3, RANGE(0, INFINITY), POINTS(points_log)),
    U(log1p, 2, 2, 2, RANGE(-1, INFINITY), POINTS(points_one)),
    U(logb, CR, CR, CR, ALL, POINTS(points_log)),
    U(rint, CR, CR, CR, ALL, POINTS(points_integers)),
    U(round, CR, CR, CR, ALL, POINTS(points_integers)),
    U(rsqrt, 1, 2, 2, RANGE(0, INFINITY), POINTS(points_log)),
    U(sin, 2, 4, 4, ALL, POINTS(points_trig)),
    U(sinh, 2, 4, 4, ALL, POINTS(points_exp)),
    U(sinpi, 2, 4, 4, ALL, POINTS(points_pi_functions)),
    U(sqrt, CR, 3, CR, RANGE(0, INFINITY), POINTS(points_log)),
    U(tan, 2, 5, 5, ALL, POINTS(points_trig)),
    U(tanh, 2, 5, 5, ALL, POINTS(points_erf)),
    U(tanpi, 2, 6, 6, ALL, POINTS(points_pi_functions)),
    U(tgamma, 4, 16, 16, ALL, POINTS(points_gamma)),
    U(trunc, CR, CR, CR, ALL, POINTS(points_integers)),
    B(atan2, 2, 6, 6, generate_binary),
    B(atan2pi, 2, 6, 6, generate_binary),
    B(copysign, CR, CR, CR, generate_binary),
    B(fdim, CR, CR, CR, generate_binary),
    {"fmax", SHAPE_XY, {CR, CR, CR}, ref_fmax, NULL, K_NONE, ZERO_SIGN_FREE, NULL,
     generate_binary, ALL, NO_POINTS},
    {"fmin", SHAPE_XY, {CR, CR, CR}, ref_fmin, NULL, K_NONE, ZERO_SIGN_FREE, NULL,
     generate_binary, ALL, NO_POINTS},
    B(fmod, CR, CR, CR, generate_quotient),
    B(hypot, 2, 4, 4, generate_binary),
    {"maxmag", SHAPE_XY, {CR, CR, CR}, ref_maxmag, NULL, K_NONE, ZERO_SIGN_FREE, NULL,
     generate_binary, ALL, NO_POINTS},
    {"minmag", SHAPE_XY, {CR, CR, CR}, ref_minmag, NULL, K_NONE, ZERO_SIGN_FREE, NULL,
     generate_binary, ALL, NO_POINTS},
    B(nextafter, CR, CR, CR, generate_nextafter),
    B(pow, 4, 16, 16, generate_pow),
    B(powr, 4, 16, 16, generate_pow),
    B(remainder, CR, CR, CR, generate_quotient),
    {"fma", SHAPE_XYZ, {CR, CR, CR}, ref_fma, NULL, K_NONE, 0, NULL, generate_fma, ALL, NO_POINTS},
    {"mad", SHAPE_XYZ, {CR, CR, CR}, ref_fma, ref_mul_add, K_NONE, 0, NULL, generate_fma, ALL,
     NO_POINTS},
    {"ilogb", SHAPE_K_OF_X, {CR, CR, CR}, ref_ilogb, NULL, K_EXACT, 0, NULL, generate_unary, ALL,
     POINTS(points_log)},
    {"ldexp", SHAPE_XK, {CR, CR, CR}, ref_ldexp, NULL, K_NONE, 0, NULL, generate_ldexp, ALL, NO_POINTS},
    {"ldexp_uint", SHAPE_XU, {CR, CR, CR}, ref_ldexp, NULL, K_NONE, 0, NULL, generate_ldexp, ALL,
     NO_POINTS},
    {"pown", SHAPE_XK, {4, 16, 16}, ref_pown, NULL, K_NONE, 0, NULL, generate_int_power, ALL,
     NO_POINTS},
    {"rootn", SHAPE_XK, {4, 16, 16}, ref_rootn, NULL, K_NONE, 0, NULL, generate_int_power, ALL,
     NO_POINTS},
    {"sincos", SHAPE_X_PTR, {2, 4, 4}, ref_sincos, NULL, K_NONE, 0, NULL, generate_unary, ALL,
     POINTS(points_trig)},
    {"fract", SHAPE_X_PTR, {CR, CR, CR}, ref_fract, NULL, K_NONE, 0, NULL, generate_unary, ALL,
     POINTS(points_integers)},
    {"modf", SHAPE_X_PTR, {CR, CR, CR}, ref_modf, NULL, K_NONE, 0, NULL, generate_unary, ALL,
     POINTS(points_integers)},
    {"frexp", SHAPE_X_KPTR, {CR, CR, CR}, ref_frexp, NULL, K_EXACT, 0, NULL, generate_unary, ALL,
     POINTS(points_log)},
    {"lgamma_r", SHAPE_X_KPTR, {4, 16, 16}, ref_lgamma, NULL, K_LGAMMA_SIGN, 0, lgamma_tolerance,
     generate_unary, ALL, POINTS(points_gamma)},
    {"remquo", SHAPE_XY_KPTR, {CR, CR, CR}, ref_remquo, NULL, K_REMQUO, 0, NULL,
     generate_quotient, ALL, NO_POINTS},
    HALF_FN(half_cos, cos, RANGE(-65536, 65536), DOMAIN_ONLY, POINTS(points_trig)),
    HALF_FN(half_sin, sin, RANGE(-65536, 65536), DOMAIN_ONLY, POINTS(points_trig)),
    HALF_FN(half_tan, tan, RANGE(-65536, 65536), DOMAIN_ONLY, POINTS(points_trig)),
    HALF_FN(half_exp, exp, ALL, 0, POINTS(points_exp)),
    HALF_FN(half_exp2, exp2, ALL, 0, POINTS(points_exp2)),
    HALF_FN(half_exp10, exp10, ALL, 0, POINTS(points_exp10)),
    HALF_FN(half_log, log, RANGE(0, INFINITY), 0, POINTS(points_log)),
    HALF_FN(half_log2, log2, RANGE(0, INFINITY), 0, POINTS(points_log)),
    HALF_FN(half_log10, log10, RANGE(0, INFINITY), 0, POINTS(points_log)),
    HALF_FN(half_recip, recip, ALL, 0, POINTS(points_log)),
    HALF_FN(half_rsqrt, rsqrt, RANGE(0, INFINITY), 0, POINTS(points_log)),
    HALF_FN(half_sqrt, sqrt, RANGE(0, INFINITY), 0, POINTS(points_log)),
    {"half_divide", SHAPE_XY, {ND, 8192, ND}, ref_divide, NULL, K_NONE, 0, NULL, generate_binary,
     ALL, NO_POINTS},
    {"half_powr", SHAPE_XY, {ND, 8192, ND}, ref_powr, NULL, K_NONE, 0, NULL, generate_pow, RANGE(0, INFINITY),
     NO_POINTS},
    NATIVE_FN(native_cos, cos, tolerance_native_sin_cos, RANGE(-M_PI, M_PI), POINTS(points_native_trig)),
    NATIVE_FN(native_sin, sin, tolerance_native_sin_cos, RANGE(-M_PI, M_PI), POINTS(points_native_trig)),
    NATIVE_FN(native_tan, tan, tolerance_native_tan, RANGE(-M_PI, M_PI), POINTS(points_native_trig)),
    NATIVE_FN(native_exp, exp, tolerance_native_exp, ALL, POINTS(points_exp)),
    NATIVE_FN(native_exp2, exp2, NULL, ALL, POINTS(points_exp2)),
    NATIVE_FN(native_exp10, exp10, tolerance_native_exp10, ALL, POINTS(points_exp10)),
    NATIVE_FN(native_log, log, tolerance_native_log, RANGE(0, INFINITY), POINTS(points_log)),
    NATIVE_FN(native_log2, log2, tolerance_native_log2_log10, RANGE(0, INFINITY), POINTS(points_log)),
    NATIVE_FN(native_log10, log10, tolerance_native_log2_log10, RANGE(0, INFINITY), POINTS(points_log)),
    {"native_recip", SHAPE_X, {ND, 4, ND}, ref_recip, NULL, K_NONE, FLUSHES, NULL, generate_unary,
     ALL, POINTS(points_log)},
    NATIVE_FN(native_rsqrt, rsqrt, NULL, RANGE(0, INFINITY), POINTS(points_log)),
    NATIVE_FN(native_sqrt, sqrt, NULL, RANGE(0, INFINITY), POINTS(points_log)),
    {"native_divide", SHAPE_XY, {ND, 8, ND}, ref_divide, NULL, K_NONE, FLUSHES, NULL,
     generate_native_divide, ALL, NULL, 0, divide_defined_at},
    {"native_powr", SHAPE_XY, {ND, 16, ND}, ref_powr, NULL, K_NONE, FLUSHES, tolerance_native_powr,
     generate_pow, RANGE(0, INFINITY), NULL, 0, powr_defined_at},
};
const int math_function_count = (int)(sizeof math_functions / sizeof math_functions[0]);

/* The accuracy check of libspirv's math builtins, shared by the GPU test
 * (math_test.c) and its host unit test: the functions with their OpenCL 3.0
 * bounds (math_functions.c), inputs spread over each function's domain
 * (math_inputs.c), and the error of a result in ulps against a correctly
 * rounded reference from MPFR (math_check.c), computed on every core. */
#ifndef MATH_CHECK_H
#define MATH_CHECK_H

#include <mpfr.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum fp_type { FP_HALF, FP_FLOAT, FP_DOUBLE, FP_TYPES };

struct fp_format {
  const char *name;   /* half, float, double */
  const char *suffix; /* of the kernel names: h, f, d */
  int precision;      /* 11, 24, 53 */
  int emin;           /* MPFR exponent of the smallest normal: -13, -125, -1021 */
  int emax;           /* MPFR exponent of the largest finite value: 16, 128, 1024 */
  size_t size;        /* bytes in a device buffer */
};
extern const struct fp_format fp_formats[FP_TYPES];

/* Values of every type travel on the host as doubles (exactly), and in
 * device buffers as the type's bits. */
double fp_load(enum fp_type t, const void *buffer, size_t i);
void fp_store(enum fp_type t, void *buffer, size_t i, double v);
/* The nearest value of type t (ties to even; overflow to infinity). */
double fp_round(enum fp_type t, double v);
double fp_from_bits(enum fp_type t, uint64_t bits);
/* The value ulps steps of the type's bit pattern from v (v finite). */
double fp_step(enum fp_type t, double v, int steps);

/* Arguments and results of a function, as the kernels of math_kernels.cl
 * pass them. */
enum shape {
  SHAPE_X,       /* r = f(x) */
  SHAPE_XY,      /* r = f(x, y) */
  SHAPE_XYZ,     /* r = f(x, y, z) */
  SHAPE_XK,      /* r = f(x, int k) */
  SHAPE_XU,      /* r = f(x, uint k) */
  SHAPE_K_OF_X,  /* int k = f(x) */
  SHAPE_X_PTR,   /* r = f(x, &r2) */
  SHAPE_X_KPTR,  /* r = f(x, &k) */
  SHAPE_XY_KPTR, /* r = f(x, y, &k) */
};

struct math_case {
  double x, y, z;
  long k;
};

struct math_result {
  double r, r2;
  long k;
};

/* What a reference computes: r (and r2) at the precision and exponent
 * range of the mpfr_t it is given, correctly rounded, with the ternary
 * value (0: exact); k for the integer results. */
struct ref_out {
  mpfr_ptr r, r2;
  int t, t2;
  long k;
};
struct ref_in {
  mpfr_srcptr x, y, z;
  long k;
  enum fp_type type;
  const struct math_case *c; /* the case itself: NaNs' signs, for copysign */
};
typedef void (*reference_fn)(struct ref_out *out, const struct ref_in *in);

/* How the integer result is checked. */
enum k_rule {
  K_NONE,
  K_EXACT,        /* equal (ilogb, frexp) */
  K_REMQUO,       /* the low 7 bits of the quotient with its sign */
  K_LGAMMA_SIGN,  /* gamma's sign; 0 at zero and the negative integers */
};

enum {
  ZERO_SIGN_FREE = 1 << 0, /* either zero where the exact result is +-0 */
  /* Subnormals may flush to zero, and exact zeros are results like any
   * other, within the tolerance (native_). */
  FLUSHES = 1 << 1,
  DOMAIN_ONLY = 1 << 2, /* no x outside [lo, hi]: undefined there (half_sin) */
};

struct math_function;
/* The bound in ulps for one case where it depends on the input (native_
 * functions, lgamma): exact is the reference, ulp its ulp. */
typedef double (*tolerance_fn)(const struct math_function *f, enum fp_type t,
                               const struct math_case *c, double exact, double ulp);
typedef void (*generator_fn)(const struct math_function *f, enum fp_type t, uint64_t *rng,
                             struct math_case *c);

/* bound[t] in ulps: CR for correctly rounded (bit-exact against MPFR's
 * rounding, which includes OpenCL's 0 ulp functions), NOT_DEFINED where the
 * function has no form of that type (half_ and native_ are float only). */
#define CR 0.0
#define NOT_DEFINED (-1.0)

struct math_function {
  const char *name;
  enum shape shape;
  double bound[FP_TYPES];
  reference_fn reference;
  reference_fn alternative; /* another accepted result (mad: multiply, then add) */
  enum k_rule k_rule;
  unsigned flags;
  tolerance_fn tolerance;
  generator_fn generate;
  double lo, hi;         /* x's domain for the generators */
  const double *points;  /* where x is sampled densely */
  int point_count;
  /* Where the function is defined, if not everywhere (native_divide): the
   * special cases outside are left out. */
  bool (*defined_at)(const struct math_case *c);
};

extern const struct math_function math_functions[];
extern const int math_function_count;

/* How many cases f gets at type t: every half for one half argument, else n. */
size_t case_count(const struct math_function *f, enum fp_type t, size_t n);
/* Inputs for f at type t: first the special values (zeros, infinities,
 * NaN, subnormals, domain edges; crossed for two arguments), then random
 * ones, deterministic for a given f, t and n. Returns how many special ones
 * lead the n. */
size_t generate_cases(const struct math_function *f, enum fp_type t, struct math_case *cases,
                      size_t n);
/* The generators other than the default one (math_inputs.c). */
void generate_unary(const struct math_function *f, enum fp_type t, uint64_t *rng,
                    struct math_case *c);
void generate_binary(const struct math_function *f, enum fp_type t, uint64_t *rng,
                     struct math_case *c);
void generate_pow(const struct math_function *f, enum fp_type t, uint64_t *rng,
                  struct math_case *c);
void generate_int_power(const struct math_function *f, enum fp_type t, uint64_t *rng,
                        struct math_case *c);
void generate_ldexp(const struct math_function *f, enum fp_type t, uint64_t *rng,
                    struct math_case *c);
void generate_quotient(const struct math_function *f, enum fp_type t, uint64_t *rng,
                       struct math_case *c);
void generate_fma(const struct math_function *f, enum fp_type t, uint64_t *rng,
                  struct math_case *c);
/* |y| in [2^-126, 2^126], native_divide's domain. */
void generate_native_divide(const struct math_function *f, enum fp_type t, uint64_t *rng,
                            struct math_case *c);
void generate_nextafter(const struct math_function *f, enum fp_type t, uint64_t *rng,
                        struct math_case *c);
uint64_t rng_next(uint64_t *state);
double rng_uniform(uint64_t *state); /* in [0, 1) */

/* The result of checking a batch: the largest error (in ulps; INFINITY for
 * a wrong special value or integer result), and the first failures in
 * input order. */
#define MAX_REPORTED_FAILURES 10
struct check_failure {
  size_t index;
  double error, allowed;
  double expected, expected2;
  long expected_k;
};
struct check_stats {
  double max_error;
  size_t worst;        /* where error / allowed is largest */
  double max_absolute; /* |result - exact| where both are finite */
  double max_ratio;    /* error / allowed, for bounds that depend on the input */
  size_t failures;
  int reported;
  struct check_failure first[MAX_REPORTED_FAILURES];
};

struct check_options {
  bool denormals;    /* the device keeps subnormals for this type */
  bool sqrt_cr;      /* float sqrt must be correctly rounded (the device says so) */
  int threads;
};

/* Checks got[i] against the reference for cases[i], i < n, on
 * options->threads threads. */
void check_batch(const struct math_function *f, enum fp_type t, const struct math_case *cases,
                 const struct math_result *got, size_t n, const struct check_options *options,
                 struct check_stats *stats);
/* The bound check_batch applies where no tolerance function overrides it. */
double function_bound(const struct math_function *f, enum fp_type t,
                      const struct check_options *options);
/* The error of got against the exact value e (ternary t: 0 if exact), in
 * ulps of type ft; INFINITY for a wrong NaN, infinity or signed zero (flags:
 * ZERO_SIGN_FREE, FLUSHES). */
double ulp_error(enum fp_type ft, double got, mpfr_srcptr e, int t, unsigned flags);

const struct math_function *find_math_function(const char *name);

#endif

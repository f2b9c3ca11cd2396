/* The math accuracy check on the host: first the check itself (ulp
 * arithmetic, OpenCL's edge cases against the MPFR references, failures it
 * must catch), then every math function of libspirv compiled for the host
 * (libdevice and the PTX approximations modelled by host_shims.c) through
 * the same check as the GPU test, on fewer cases. Prints one line per
 * function, and an estimate of the GPU test's reference time.
 * usage: libspirv_math_model [CASES [FUNCTION...]] */
#include "math_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int failures;

#define CHECK(condition, ...)                                                                      \
  do {                                                                                             \
    if (!(condition)) {                                                                            \
      failures++;                                                                                  \
      printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                  \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
    }                                                                                              \
  } while (0)

typedef void (*host_entry)(const void *x, const void *y, const void *z, const int *k, void *r,
                           void *r2, int *ko, unsigned long n);
#define DECLARE(name, S)                                                                           \
  void host_##name##_##S(const void *, const void *, const void *, const int *, void *, void *,   \
                         int *, unsigned long);
#define ALL_TYPES(SHAPE, name, fn) DECLARE(name, h) DECLARE(name, f) DECLARE(name, d)
#define FLOAT_ONLY(SHAPE, name, fn) DECLARE(name, f)
#define MATH_FUNCTION(name, fn, SHAPE, TYPES) TYPES(SHAPE, name, fn)
#include "math_list.h"
#undef ALL_TYPES
#undef FLOAT_ONLY

static const struct {
  const char *name;
  host_entry entry[FP_TYPES];
} entries[] = {
#define ALL_TYPES(SHAPE, name, fn) {#name, {host_##name##_h, host_##name##_f, host_##name##_d}},
#define FLOAT_ONLY(SHAPE, name, fn) {#name, {NULL, host_##name##_f, NULL}},
#include "math_list.h"
};

static const struct check_options strict = {.denormals = true, .sqrt_cr = true, .threads = 1};

static struct check_stats check_one(const char *name, enum fp_type t, struct math_case c,
                                    struct math_result r) {
  struct check_stats s;
  const struct math_function *f = find_math_function(name);
  check_batch(f, t, &c, &r, 1, &strict, &s);
  return s;
}

/* The ulp arithmetic of ulp_error. */
static void test_ulp_error(void) {
  mpfr_t e;
  mpfr_init2(e, 128);
  mpfr_set_d(e, 1.0, MPFR_RNDN);
  CHECK(ulp_error(FP_FLOAT, 1.0, e, 0, 0) == 0, "exact match");
  CHECK(ulp_error(FP_FLOAT, 1.0 + 0x1p-23, e, 0, 0) == 1, "the float ulp of 1 is 2^-23");
  CHECK(ulp_error(FP_HALF, 1.0 - 0x1p-11, e, 0, 0) == 0.5, "the half ulp of 1 is 2^-10");
  mpfr_set_d(e, 0x1p-149, MPFR_RNDN);
  mpfr_div_ui(e, e, 3, MPFR_RNDN);
  CHECK(fabs(ulp_error(FP_FLOAT, 0, e, 1, 0) - 1.0 / 3) < 1e-12, "subnormal ulp is 2^-149");
  mpfr_set_zero(e, -1);
  CHECK(ulp_error(FP_DOUBLE, 0.0, e, 0, 0) == INFINITY, "-0 expected, +0 got");
  CHECK(ulp_error(FP_DOUBLE, 0.0, e, 0, ZERO_SIGN_FREE) == 0, "either zero allowed");
  mpfr_set_d(e, 0x1.fffffep127, MPFR_RNDN);
  mpfr_mul_d(e, e, 1 + 0x1p-30, MPFR_RNDN);
  CHECK(ulp_error(FP_FLOAT, INFINITY, e, 1, 0) < 1, "infinity next to the largest float");
  mpfr_set_d(e, 1e300, MPFR_RNDN);
  CHECK(ulp_error(FP_FLOAT, INFINITY, e, 1, 0) == 0, "infinity for an overflow");
  CHECK(ulp_error(FP_FLOAT, 0x1.fffffep127, e, 1, 0) > 1e6, "the largest float for an overflow");
  mpfr_set_nan(e);
  CHECK(ulp_error(FP_HALF, NAN, e, 0, 0) == 0 && ulp_error(FP_HALF, 1, e, 0, 0) == INFINITY,
        "NaN");
  mpfr_clear(e);
  CHECK(fp_round(FP_HALF, 1 + 0x1p-11) == 1 && fp_round(FP_HALF, 1 + 0x1.8p-11) == 1 + 0x1p-10,
        "half rounding to nearest even");
  CHECK(fp_round(FP_HALF, 65520) == INFINITY && fp_round(FP_HALF, 65519) == 65504,
        "half overflow");
  CHECK(fp_step(FP_FLOAT, 0.0, -1) == -0x1p-149 && fp_step(FP_DOUBLE, 1, 1) == 1 + 0x1p-52,
        "steps through zero and above one");
}

/* OpenCL 3.0's edge cases (numerical compliance, "additional requirements")
 * and a few exact values: the references must agree, sign of zero and all. */
static void test_edge_cases(void) {
  static const struct {
    const char *name;
    double x, y, expected;
    long k;
  } cases[] = {
      {"acospi", 1, 0, 0, 0},          {"asinpi", -0.0, 0, -0.0, 0},
      {"atanpi", -INFINITY, 0, -0.5, 0}, {"atan2pi", 0, -0.0, 1, 0},
      {"atan2pi", -0.0, -0.0, -1, 0},  {"atan2pi", -0.0, 2, -0.0, 0},
      {"atan2pi", -1, 0, -0.5, 0},     {"atan2pi", INFINITY, -INFINITY, 0.75, 0},
      {"ceil", -0.5, 0, -0.0, 0},      {"cospi", 2.5, 0, 0, 0},
      {"cospi", -0.5, 0, 0, 0},        {"exp10", -INFINITY, 0, 0, 0},
      {"fdim", 1, NAN, NAN, 0},        {"pow", -0.0, -INFINITY, INFINITY, 0},
      {"powr", 2, -0.0, 1, 0},         {"powr", -0.0, -3, INFINITY, 0},
      {"powr", -0.0, 3, 0, 0},         {"powr", -1, 2, NAN, 0},
      {"powr", 0, 0, NAN, 0},          {"powr", INFINITY, 0, NAN, 0},
      {"powr", 1, INFINITY, NAN, 0},   {"powr", 1, NAN, NAN, 0},
      {"rint", -0.5, 0, -0.0, 0},      {"round", -0.25, 0, -0.0, 0},
      {"sinpi", 3, 0, 0, 0},           {"sinpi", -3, 0, -0.0, 0},
      {"tanpi", -0.0, 0, -0.0, 0},     {"tanpi", 2, 0, 0, 0},
      {"tanpi", -2, 0, -0.0, 0},       {"tanpi", 1, 0, -0.0, 0},
      {"tanpi", -1, 0, 0, 0},          {"tanpi", 0.5, 0, INFINITY, 0},
      {"tanpi", 1.5, 0, -INFINITY, 0}, {"tanpi", -0.5, 0, -INFINITY, 0},
      {"trunc", -0.75, 0, -0.0, 0},    {"nextafter", -0.0, 1, 0x1p-149, 0},
      {"nextafter", 0, -1, -0x1p-149, 0}, {"rsqrt", -0.0, 0, -INFINITY, 0},
      {"pown", NAN, 0, 1, 0},          {"pown", -0.0, 0, -INFINITY, -3},
      {"rootn", -8, 0, -2, 3},
      {"rootn", -8, 0, NAN, 2},        {"rootn", 5, 0, NAN, 0},
      {"rootn", -0.0, 0, -INFINITY, -3}, {"rootn", -0.0, 0, 0, 4},
      {"fmax", -0.0, 0, 0, 0},         {"maxmag", -2, 2, 2, 0},
      {"minmag", -3, 2, 2, 0},         {"logb", 0, 0, -INFINITY, 0},
      {"half_powr", 0, -2, INFINITY, 0}, {"native_powr", 4, 0.5, 2, 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const struct math_function *f = find_math_function(cases[i].name);
    bool with_k = f->shape == SHAPE_XK;
    struct math_case c = {cases[i].x, cases[i].y, 0, with_k ? cases[i].k : 0};
    struct math_result r = {cases[i].expected, 0, 0};
    struct check_stats s = check_one(cases[i].name, FP_FLOAT, c, r);
    CHECK(s.failures == 0, "%s(%a, %a): %a should pass, error %g", cases[i].name, c.x,
          with_k ? (double)c.k : c.y, r.r, s.max_error);
  }
  static const struct {
    const char *name;
    double x, expected, expected2;
  } pointers[] = {{"fract", -0.0, -0.0, -0.0}, {"fract", INFINITY, 0, INFINITY},
                  {"fract", -INFINITY, -0.0, -INFINITY}, {"fract", -0x1p-30, 0x1.fffffep-1, -1},
                  {"modf", -2, -0.0, -2}, {"modf", -INFINITY, -0.0, -INFINITY}};
  for (size_t i = 0; i < sizeof pointers / sizeof pointers[0]; i++) {
    struct math_case c = {pointers[i].x, 0, 0, 0};
    struct math_result r = {pointers[i].expected, pointers[i].expected2, 0};
    CHECK(check_one(pointers[i].name, FP_FLOAT, c, r).failures == 0, "%s(%a)", pointers[i].name,
          c.x);
  }
}

/* Single results that must pass or fail: values OpenCL prescribes beyond
 * its edge-case list, and wrong results the check must catch. */
static void test_verdicts(void) {
  static const struct {
    const char *name;
    enum fp_type type;
    struct math_case c;
    struct math_result r;
    bool passes;
    const char *why;
  } verdicts[] = {
      {"frexp", FP_DOUBLE, {INFINITY, 0, 0, 0}, {INFINITY, 0, 0}, true, "frexp(inf) stores 0"},
      {"lgamma_r", FP_DOUBLE, {-2, 0, 0, 0}, {INFINITY, 0, 0}, true, "lgamma_r(-2) has sign 0"},
      {"lgamma_r", FP_DOUBLE, {-0.5, 0, 0, 0}, {1.2655121234846454, 0, -1}, true,
       "gamma(-0.5) < 0"},
      {"remquo", FP_FLOAT, {-1001, 1, 0, 0}, {-0.0, 0, -(1001 & 127)}, true,
       "remquo: 7 bits of the quotient, with its sign"},
      {"mad", FP_FLOAT, {1 + 0x1p-12, 1 + 0x1p-12, -1, 0}, {0x1p-11, 0, 0}, true,
       "mad may round the product first"},
      {"sin", FP_FLOAT, {1, 0, 0, 0}, {0.84147101 + 0x1p-20, 0, 0}, false, "sin 8 ulp off"},
      {"sqrt", FP_FLOAT, {2, 0, 0, 0}, {0x1.6a09e8p+0, 0, 0}, false,
       "float sqrt one ulp off where correct rounding is required"},
      {"sinpi", FP_DOUBLE, {-2, 0, 0, 0}, {0.0, 0, 0}, false, "sinpi(-2) must be -0"},
      {"fma", FP_FLOAT, {1 + 0x1p-12, 1 + 0x1p-12, -1, 0}, {0x1p-11, 0, 0}, false,
       "fma must not round the product"},
      {"remquo", FP_FLOAT, {-1001, 1, 0, 0}, {-0.0, 0, -(1001 & 7)}, false, "remquo with 3 bits"},
      {"native_sin", FP_FLOAT, {3, 0, 0, 0}, {0.14112 + 0x1p-18, 0, 0}, false,
       "native_sin 2^-18 off"},
  };
  for (size_t i = 0; i < sizeof verdicts / sizeof verdicts[0]; i++) {
    struct check_stats s = check_one(verdicts[i].name, verdicts[i].type, verdicts[i].c,
                                     verdicts[i].r);
    CHECK((s.failures == 0) == verdicts[i].passes, "%s", verdicts[i].why);
  }
}

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs f's host model at type t on n cases; returns the seconds the check
 * took per case. */
static double run_model(const struct math_function *f, host_entry entry, enum fp_type t, size_t n,
                        char *line, size_t size) {
  struct math_case *cases = malloc(n * sizeof *cases);
  struct math_result *got = calloc(n, sizeof *got);
  size_t es = fp_formats[t].size;
  unsigned char *x = calloc(n, es), *y = calloc(n, es), *z = calloc(n, es), *r = calloc(n, es),
                *r2 = calloc(n, es);
  int *k = calloc(n, sizeof *k), *ko = calloc(n, sizeof *ko);
  generate_cases(f, t, cases, n);
  for (size_t i = 0; i < n; i++) {
    fp_store(t, x, i, cases[i].x);
    fp_store(t, y, i, cases[i].y);
    fp_store(t, z, i, cases[i].z);
    k[i] = (int)(unsigned)cases[i].k;
  }
  entry(x, y, z, k, r, r2, ko, n);
  for (size_t i = 0; i < n; i++)
    got[i] = (struct math_result){fp_load(t, r, i), fp_load(t, r2, i), ko[i]};
  struct check_options options = strict;
  options.threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
  struct check_stats s;
  double start = seconds();
  check_batch(f, t, cases, got, n, &options, &s);
  double elapsed = seconds() - start;
  snprintf(line, size, " %s %.3g", fp_formats[t].name, s.max_error);
  if (f->tolerance)
    snprintf(line + strlen(line), size - strlen(line), " (abs %.2g, %.2f of the bound)",
             s.max_absolute, s.max_ratio);
  for (int i = 0; i < s.reported; i++) {
    const struct math_case *c = &cases[s.first[i].index];
    printf("    %s %s (%a, %a, %a, %ld): expected %a, got %a (%a, %ld): %.3g ulp, allowed %.3g\n",
           f->name, fp_formats[t].name, c->x, c->y, c->z, c->k, s.first[i].expected,
           got[s.first[i].index].r, got[s.first[i].index].r2, got[s.first[i].index].k,
           s.first[i].error, s.first[i].allowed);
  }
  failures += s.failures != 0;
  free(cases), free(got), free(x), free(y), free(z), free(r), free(r2), free(k), free(ko);
  return elapsed * options.threads / (double)n;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoul(argv[1], NULL, 0) : 2048;
  test_ulp_error();
  test_edge_cases();
  test_verdicts();
  double gpu_estimate = 0;
  for (int i = 0; i < math_function_count; i++) {
    const struct math_function *f = &math_functions[i];
    bool wanted = argc <= 2;
    for (int a = 2; a < argc; a++)
      wanted |= strcmp(argv[a], f->name) == 0;
    if (!wanted)
      continue;
    const host_entry *entry = NULL;
    for (size_t e = 0; e < sizeof entries / sizeof entries[0]; e++)
      if (strcmp(entries[e].name, f->name) == 0)
        entry = entries[e].entry;
    CHECK(entry, "%s has no host model", f->name);
    if (!entry)
      continue;
    char line[256], part[64];
    int before = failures;
    snprintf(line, sizeof line, "%s:", f->name);
    for (int t = 0; t < FP_TYPES; t++) {
      if (f->bound[t] == NOT_DEFINED)
        continue;
      double per_case = run_model(f, entry[t], (enum fp_type)t, n, part, sizeof part);
      gpu_estimate += per_case * (double)case_count(f, (enum fp_type)t, (size_t)1 << 20);
      strncat(line, part, sizeof line - strlen(line) - 1);
    }
    printf("%s %s\n", failures == before ? "PASS" : "FAIL", line);
  }
  printf("estimated MPFR time of the GPU test (1M cases a function and type): %.0f s on one "
         "core of this machine, %.0f s on 16\n",
         gpu_estimate, gpu_estimate / 16);
  printf("%s\n", failures ? "libspirv_math_model: FAILED" : "libspirv_math_model: all passed");
  return failures != 0;
}

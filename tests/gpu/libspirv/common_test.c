/* libspirv's common builtins on the GPU for half, float and double, scalars
 * and every vector width, against long double references:
 *   exactly: fclamp, fmax_common, fmin_common (on finite operands, where
 *     defined), step, sign (the sign of zero included; NaN gives 0);
 *   within OpenCL's 2 ulp: degrees, radians;
 *   mix within ulp(max(|x|, |y|)) + ulp(result) (one subtraction and one fma;
 *     OpenCL asks 1e-3 for float), smoothstep within 1e-5 for float (OpenCL),
 *     1e-12 for double and 1e-3 for half (implementation-defined there).
 * Inputs: special values (+-0, +-inf, NaN, subnormals, the limits) and
 * random values of every magnitude; smoothstep also across the whole range
 * (edge1 - edge0 overflows). Run on a binary for sm_90, and on one of PTX
 * for compute_75 (gpu-libspirv-common-sm75: half max and min go through
 * float there).
 * usage: gpu_common_test FATBIN */
#include "fp_types.h"
#include "gpu_test.h"

#include <stdlib.h>

#define N 4608u /* a multiple of every width, 3 included */
#define GROUP 128u
#define FUNCTIONS 9
#define MAX_REPORTS 10

enum { FCLAMP, FMAX_COMMON, FMIN_COMMON, STEP, SIGN, DEGREES, RADIANS, MIX, SMOOTHSTEP };
static const char *const function_names[FUNCTIONS] = {
    "fclamp", "fmax_common", "fmin_common", "step", "sign", "degrees", "radians", "mix",
    "smoothstep"};

/* The three input sets: which functions each is checked for. */
enum input_set { GENERAL, MIX_INPUTS, SMOOTHSTEP_INPUTS };

static long double pi(void) { return acosl(-1); }

/* The specials of a type, as long doubles. */
static int specials(const struct fp_type *t, long double *v) {
  long double max = fp_max(t), tiny = fp_min_normal(t);
  long double sub = ldexpl(1, t->format->min_exp - t->format->digits);
  long double list[] = {0.0L, -0.0L, INFINITY, -INFINITY, NAN, sub, -sub, tiny - sub, tiny,
                        -tiny, max, -max, 1, -1, 0.5L, 2, 100, -1000};
  int n = (int)(sizeof list / sizeof list[0]);
  memcpy(v, list, sizeof list);
  return n;
}

static void make_inputs(const struct fp_type *t, enum input_set set, void *x, void *y, void *z,
                        uint64_t *state) {
  long double sp[32];
  int nsp = specials(t, sp);
  int max_exp = t->format->max_exp - 1, min_exp = t->format->min_exp - t->format->digits;
  for (size_t i = 0; i < N; i++) {
    if (set == GENERAL) {
      /* x: a special or random; y <= z (fclamp needs minval <= maxval). */
      if (i < (size_t)nsp * nsp) {
        fp_set(t, x, i, sp[i / nsp]);
        fp_set(t, y, i, sp[i % nsp]);
      } else {
        fp_random(t, x, i, state, min_exp, max_exp);
        fp_random(t, y, i, state, min_exp, max_exp);
      }
      long double a = fp_random(t, z, i, state, min_exp, max_exp), b = fp_get(t, y, i);
      if (isnan(b))
        fp_set(t, y, i, b = -1);
      if (isnan(a))
        fp_set(t, z, i, a = 1);
      if (a < b) {
        fp_set(t, y, i, a);
        fp_set(t, z, i, b);
      }
    } else if (set == MIX_INPUTS) {
      long double range = t->size == 2 ? 100 : 1000;
      fp_set(t, x, i, random_uniform(state, -range, range));
      fp_set(t, y, i, random_uniform(state, -range, range));
      fp_set(t, z, i, i % 16 == 0 ? 0 : i % 16 == 1 ? 1 : random_uniform(state, 0, 1));
    } else {
      /* edge0 = y < edge1 = z, x around them; every 8th case spans from
       * -max to max (or half of it), where edge1 - edge0 overflows. */
      long double e0, e1, max = fp_max(t);
      if (i % 8 == 0) {
        e0 = -max;
        e1 = (i % 16 == 0) ? max : 0;
      } else {
        int e = (int)(next_random(state) % 20) - 10;
        e0 = random_uniform(state, -1, 1) * ldexpl(1, e);
        e1 = e0 + random_uniform(state, 0.001, 2) * ldexpl(1, e);
      }
      e0 = fp_set(t, y, i, e0);
      e1 = fp_set(t, z, i, e1);
      if (!(e0 < e1))
        e1 = fp_set(t, z, i, e0 + fabsl(e0) + 1);
      long double span = e1 - e0;
      fp_set(t, x, i, e0 + span * random_uniform(state, -0.25, 1.25));
    }
  }
}

/* Whether got is acceptable for function k at (x, y, z); *want is the
 * reference, *error the measured error (ulps or absolute) for messages. */
static bool check_one(const struct fp_type *t, int k, long double x, long double y, long double z,
                      long double got, long double *want, double *error) {
  *error = 0;
  switch (k) {
  case FCLAMP:
    *want = fminl(fmaxl(x, y), z);
    return got == *want || (isnan(got) && isnan(*want));
  case FMAX_COMMON:
  case FMIN_COMMON:
    *want = k == FMAX_COMMON ? fmaxl(x, y) : fminl(x, y);
    return !isfinite(x) || !isfinite(y) || got == *want;
  case STEP:
    *want = x < y ? 0 : 1;
    return got == *want;
  case SIGN:
    *want = isnan(x) ? 0 : x == 0 ? x : copysignl(1, x);
    return got == *want && signbit(got) == signbit(*want);
  case DEGREES:
  case RADIANS:
    *want = k == DEGREES ? x * (180 / pi()) : x * (pi() / 180);
    *error = ulp_error(got, *want, *t->format);
    return *error <= 2;
  case MIX: {
    *want = x + (y - x) * z;
    long double m = fmaxl(fabsl(x), fabsl(y));
    *error = (double)fabsl(got - *want);
    return *error <= ulp_of(m, *t->format) + ulp_of(*want, *t->format);
  }
  default: {
    long double ratio = (x - y) / (z - y), c = fminl(fmaxl(ratio, 0), 1);
    *want = c * c * (3 - 2 * c);
    *error = (double)fabsl(got - *want);
    return *error <= (t->size == 8 ? 1e-12 : t->size == 4 ? 1e-5 : 1e-3);
  }
  }
}

static bool checked_in(enum input_set set, int k) {
  if (k == MIX)
    return set == MIX_INPUTS;
  if (k == SMOOTHSTEP)
    return set == SMOOTHSTEP_INPUTS;
  return set == GENERAL;
}

static void run_width(struct gpu *g, pi_program p, const char *arch, const struct fp_type *t,
                      int width, void *inputs[3][3], int wrong[FUNCTIONS],
                      double worst[FUNCTIONS]) {
  char kernel[64];
  snprintf(kernel, sizeof kernel, "common_%s%d", t->name, width);
  void *out = malloc(FUNCTIONS * N * t->size);
  for (int set = 0; set < 3; set++) {
    uint32_t params[] = {N};
    void *data[] = {inputs[set][0], inputs[set][1], inputs[set][2], out, params};
    size_t sizes[] = {N * t->size, N * t->size, N * t->size, FUNCTIONS * N * t->size,
                      sizeof params};
    size_t items = (N / width + GROUP - 1) / GROUP * GROUP;
    run_on_buffers(g, p, kernel, items, GROUP, 5, data, sizes, 0);
    for (int k = 0; k < FUNCTIONS; k++) {
      if (!checked_in((enum input_set)set, k))
        continue;
      for (size_t i = 0; i < N; i++) {
        long double x = fp_get(t, inputs[set][0], i), y = fp_get(t, inputs[set][1], i);
        long double z = fp_get(t, inputs[set][2], i), got = fp_get(t, out, k * N + i), want;
        double error;
        bool ok = check_one(t, k, x, y, z, got, &want, &error);
        if (isfinite(error) && error > worst[k])
          worst[k] = error;
        if (!ok && wrong[k]++ < MAX_REPORTS) {
          printf("  %s %s %s(x = %.20Lg, y = %.20Lg, z = %.20Lg): expected %.20Lg, got ", arch,
                 kernel, function_names[k], x, y, z, want);
          fp_print(t, got, fp_get_bits(t, out, k * N + i));
          printf(" (error %g)\n", error);
        }
      }
    }
  }
  free(out);
}

static void check_binary(struct gpu *g, pi_program p, const char *path) {
  const char *arch = strstr(path, "sm75") ? "compute_75" : "sm_90";
  uint64_t state = 0xc0ffee;
  const struct fp_type *types[] = {&FP_HALF, &FP_FLOAT, &FP_DOUBLE};
  static const int widths[6] = {1, 2, 3, 4, 8, 16};
  for (int ti = 0; ti < 3; ti++) {
    const struct fp_type *t = types[ti];
    void *inputs[3][3];
    for (int set = 0; set < 3; set++) {
      for (int a = 0; a < 3; a++)
        inputs[set][a] = malloc(N * t->size);
      make_inputs(t, (enum input_set)set, inputs[set][0], inputs[set][1], inputs[set][2], &state);
    }
    for (int w = 0; w < 6; w++) {
      int wrong[FUNCTIONS] = {0};
      double worst[FUNCTIONS] = {0};
      run_width(g, p, arch, t, widths[w], inputs, wrong, worst);
      for (int k = 0; k < FUNCTIONS; k++) {
        char what[128];
        if (k == DEGREES || k == RADIANS)
          snprintf(what, sizeof what, "%s: %s%d %s: worst %.2f ulp", arch, t->name, widths[w],
                   function_names[k], worst[k]);
        else if (k == MIX || k == SMOOTHSTEP)
          snprintf(what, sizeof what, "%s: %s%d %s: worst absolute error %.3g", arch, t->name,
                   widths[w], function_names[k], worst[k]);
        else
          snprintf(what, sizeof what, "%s: %s%d %s: exact", arch, t->name, widths[w],
                   function_names[k]);
        report_case(what, wrong[k] == 0, "%d wrong results", wrong[k]);
      }
    }
    for (int set = 0; set < 3; set++)
      for (int a = 0; a < 3; a++)
        free(inputs[set][a]);
  }
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  check_binary(&g, test_program, argv[1]);
  return end_binary_test(&g);
}

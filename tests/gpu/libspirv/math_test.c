/* libspirv's math builtins on the GPU against the host's libm: float results
 * against double references and double results against long double ones,
 * in ulps of the result, within OpenCL's accuracy limits.
 * usage: gpu_math_test FATBIN */
#include "gpu_test.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

#define N 4096

struct function {
  const char *name;
  long double (*reference)(long double x); /* at the kernel's input x */
  double max_ulps;                         /* OpenCL's limit; 0: correctly rounded */
};

static long double ref_acosh1(long double x) { return acoshl(1 + x); }
static long double ref_exp10(long double x) { return powl(10, x); }
static long double ref_rsqrt(long double x) { return 1 / sqrtl(x); }
static long double ref_pow(long double x) { return powl(x, 3 * x); }
static long double ref_atan2(long double x) { return atan2l(x, 1 - x); }
static long double ref_hypot(long double x) { return hypotl(x, 1 - x); }
static long double ref_fma(long double x) { return x * x - x; }
static long double ref_floor10(long double x) { return floorl(10 * x); }
static long double ref_copysign(long double x) { return copysignl(x, -x); }

/* In the kernel's order; fmod's reference depends on the input's type. */
static const struct function functions[] = {
    {"sin", sinl, 4},        {"cos", cosl, 4},      {"tan", tanl, 5},
    {"asin", asinl, 4},      {"acos", acosl, 4},    {"atan", atanl, 5},
    {"sinh", sinhl, 4},      {"cosh", coshl, 4},    {"tanh", tanhl, 5},
    {"asinh", asinhl, 4},    {"acosh", ref_acosh1, 4}, {"atanh", atanhl, 5},
    {"exp", expl, 3},        {"exp2", exp2l, 3},    {"exp10", ref_exp10, 3},
    {"expm1", expm1l, 3},    {"log", logl, 3},      {"log2", log2l, 3},
    {"log10", log10l, 3},    {"log1p", log1pl, 2},  {"sqrt", sqrtl, 0},
    {"rsqrt", ref_rsqrt, 2}, {"cbrt", cbrtl, 2},    {"erf", erfl, 16},
    {"erfc", erfcl, 16},     {"tgamma", tgammal, 16}, {"pow", ref_pow, 16},
    {"atan2", ref_atan2, 6}, {"hypot", ref_hypot, 4}, {"fmod", NULL, 0},
    {"fma", ref_fma, 0},   {"floor", ref_floor10, 0}, {"copysign", ref_copysign, 0},
};
enum { FUNCTIONS = sizeof functions / sizeof functions[0] };

/* |got - want| in units in the last place of want, in a type with `digits`
 * bits of precision (FLT_MANT_DIG, DBL_MANT_DIG). */
static double ulps(long double got, long double want, int digits) {
  if (got == want)
    return 0;
  if (want == 0)
    return INFINITY;
  int exponent;
  frexpl(want, &exponent);
  return (double)(fabsl(got - want) / ldexpl(1, exponent - digits));
}

/* Correctly rounded: half an ulp, with room for the reference's own
 * rounding to long double. */
#define CORRECTLY_ROUNDED 0.501

static void check(const char *type, int digits, long double (*input)(int),
                  long double (*result)(int, int), long double (*fmod_ref)(long double)) {
  for (int k = 0; k < FUNCTIONS; k++) {
    double worst = 0;
    int worst_i = 0;
    for (int i = 0; i < N; i++) {
      long double x = input(i);
      long double want = functions[k].reference ? functions[k].reference(x) : fmod_ref(x);
      double e = ulps(result(k, i), want, digits);
      if (e > worst)
        worst = e, worst_i = i;
    }
    double limit = functions[k].max_ulps ? functions[k].max_ulps : CORRECTLY_ROUNDED;
    char name[64];
    snprintf(name, sizeof name, "%s %s: worst %.2f ulp (limit %g)", type, functions[k].name,
             worst, limit);
    report_case(name, worst <= limit, "at x = %.17Lg", input(worst_i));
  }
}

static float float_in[N], float_out[FUNCTIONS * N];
static double double_in[N], double_out[FUNCTIONS * N];

static long double float_input(int i) { return float_in[i]; }
static long double float_result(int k, int i) { return float_out[k * N + i]; }
static long double double_input(int i) { return double_in[i]; }
static long double double_result(int k, int i) { return double_out[k * N + i]; }
/* The kernel computes x + 0.25 in the input's type before fmod. */
static long double fmod_float(long double x) { return fmodl(10 * (float)x, (float)x + 0.25f); }
static long double fmod_double(long double x) { return fmodl(10 * (double)x, (double)x + 0.25); }

static void run(struct gpu *g, pi_program program, const char *kernel_name, const void *in,
                void *out, size_t element) {
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, kernel_name, &kernel));
  pi_mem in_mem, out_mem;
  PI_CHECK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                             N * element, (void *)in, &in_mem, NULL));
  PI_CHECK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, FUNCTIONS * N * element, NULL,
                             &out_mem, NULL));
  pi_uint32 n = N;
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &in_mem));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 1, NULL, &out_mem));
  PI_CHECK(piKernelSetArg(kernel, 2, sizeof n, &n));
  size_t global = N, local = 128;
  PI_CHECK(piEnqueueKernelLaunch(g->queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  PI_CHECK(piEnqueueMemBufferRead(g->queue, out_mem, PI_TRUE, 0, FUNCTIONS * N * element, out,
                                  0, NULL, NULL));
  PI_CHECK(piMemRelease(in_mem));
  PI_CHECK(piMemRelease(out_mem));
  PI_CHECK(piKernelRelease(kernel));
}

static bool vectors_match_scalars(struct gpu *g, pi_program program) {
  float in[19], out[19];
  for (int i = 0; i < 19; i++)
    in[i] = 0.5f + (float)i * 1.25f;
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, "sqrt_vectors", &kernel));
  pi_mem in_mem, out_mem;
  PI_CHECK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                             sizeof in, in, &in_mem, NULL));
  PI_CHECK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, sizeof out, NULL, &out_mem,
                             NULL));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &in_mem));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 1, NULL, &out_mem));
  size_t one = 1;
  PI_CHECK(piEnqueueKernelLaunch(g->queue, kernel, 1, NULL, &one, &one, 0, NULL, NULL));
  PI_CHECK(piEnqueueMemBufferRead(g->queue, out_mem, PI_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  PI_CHECK(piMemRelease(in_mem));
  PI_CHECK(piMemRelease(out_mem));
  PI_CHECK(piKernelRelease(kernel));
  bool ok = true;
  for (int i = 0; i < 19; i++)
    ok &= out[i] == sqrtf(i < 3 ? in[i] : in[i - 3]);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program program = load_program(&g, argv[1]);
  for (int i = 0; i < N; i++) {
    double_in[i] = (i + 0.5) / N;
    float_in[i] = (float)double_in[i];
  }
  run(&g, program, "math_float", float_in, float_out, sizeof(float));
  run(&g, program, "math_double", double_in, double_out, sizeof(double));
  check("float", FLT_MANT_DIG, float_input, float_result, fmod_float);
  check("double", DBL_MANT_DIG, double_input, double_result, fmod_double);
  report_case("float3 and float16 sqrt equal scalar sqrt", vectors_match_scalars(&g, program),
              "a component differs");
  PI_CHECK(piProgramRelease(program));
  gpu_close(&g);
  return cases_exit_code();
}

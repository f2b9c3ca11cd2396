/* half end to end on the GPU (half_kernels.cl, plain OpenCL C with half and
 * half4): axpy in scalar and vector form, a dot product of half4s and a
 * half-to-float-to-half mean, on 65536 random halves of magnitude 2^-4..8
 * (so a * x + y is exact in double before its one rounding), against the
 * exact host reference (convert_ref.c). axpy may be fused or not (OpenCL
 * allows both): each result must be one of the two roundings.
 * usage: gpu_half_test FATBIN */
#include "convert_ref.h"
#include "gpu_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 65536u
#define GROUP 256u
#define SHOWN_MISMATCHES 10

static uint64_t rng_state = 0x2545f4914f6cdd1du;

static double half_value(uint16_t h) { return ref_to_double(REF_HALF, h); }

static uint16_t to_half(double d, enum ref_rounding r) {
  return (uint16_t)ref_convert_bits(REF_DOUBLE, ref_double_bits(d), REF_HALF, r, false);
}

/* A half of magnitude in [2^-4, 8), either sign. */
static uint16_t random_half(void) {
  uint64_t r = ref_random(&rng_state);
  uint16_t exponent = (uint16_t)(15 - 4 + r % 7), fraction = (uint16_t)((r >> 8) & 0x3ff);
  return (uint16_t)((r >> 20 & 1) << 15 | exponent << 10 | fraction);
}

static void show(const char *what, unsigned i, uint16_t got, uint16_t want) {
  char a[64], b[64];
  printf("  %s %u: got %s, want %s\n", what, i, ref_format(REF_HALF, got, a, sizeof a),
         ref_format(REF_HALF, want, b, sizeof b));
}

/* axpy and axpy4: each y[i] must be a * x + y rounded once or twice. */
static void check_axpy(struct gpu *g, pi_program p, const char *kernel, const uint16_t *x,
                       const uint16_t *y0, uint16_t a) {
  uint16_t *y = malloc(N * sizeof *y);
  memcpy(y, y0, N * sizeof *y);
  uint16_t a_buf[1] = {a};
  void *data[] = {y, (void *)x, a_buf};
  size_t sizes[] = {N * sizeof *y, N * sizeof *x, sizeof a_buf};
  size_t items = strcmp(kernel, "axpy4") == 0 ? N / 4 : N;
  run_on_buffers(g, p, kernel, items, GROUP, 3, data, sizes, 0);
  unsigned wrong = 0;
  for (unsigned i = 0; i < N; i++) {
    double ax = half_value(a) * half_value(x[i]);
    uint16_t fused = to_half(ax + half_value(y0[i]), REF_RTE);
    uint16_t separate = to_half(half_value(to_half(ax, REF_RTE)) + half_value(y0[i]), REF_RTE);
    if (y[i] != fused && y[i] != separate && wrong++ < SHOWN_MISMATCHES)
      show("element", i, y[i], fused);
  }
  char name[64];
  snprintf(name, sizeof name, "%s: y = a * x + y in half", kernel);
  report_case(name, wrong == 0, "%u wrong elements (want: the fused rounding)", wrong);
  free(y);
}

static void check_dot(struct gpu *g, pi_program p, const uint16_t *x, const uint16_t *y) {
  uint16_t *out = calloc(N / 4, sizeof *out);
  void *data[] = {out, (void *)x, (void *)y};
  size_t sizes[] = {N / 4 * sizeof *out, N * sizeof *x, N * sizeof *y};
  run_on_buffers(g, p, "dot4", N / 4, GROUP, 3, data, sizes, 0);
  unsigned wrong = 0;
  for (unsigned i = 0; i < N / 4; i++) {
    uint16_t sum = 0;
    for (unsigned k = 0; k < 4; k++) {
      uint16_t product = to_half(half_value(x[4 * i + k]) * half_value(y[4 * i + k]), REF_RTE);
      sum = k == 0 ? product : to_half(half_value(sum) + half_value(product), REF_RTE);
    }
    if (out[i] != sum && wrong++ < SHOWN_MISMATCHES)
      show("dot", i, out[i], sum);
  }
  report_case("dot4: half4 products summed in half", wrong == 0, "%u wrong sums", wrong);
  free(out);
}

static void check_mean(struct gpu *g, pi_program p, const uint16_t *x) {
  uint16_t *out = calloc(N / 2, sizeof *out);
  void *data[] = {out, (void *)x};
  size_t sizes[] = {N / 2 * sizeof *out, N * sizeof *x};
  run_on_buffers(g, p, "mean_of_halves", N / 2, GROUP, 2, data, sizes, 0);
  unsigned wrong = 0;
  for (unsigned i = 0; i < N / 2; i++) {
    /* The float sum of two halves and its half are exact here. */
    double mean = (half_value(x[2 * i]) + half_value(x[2 * i + 1])) * 0.5;
    uint16_t want = to_half(mean, REF_RTZ);
    if (out[i] != want && wrong++ < SHOWN_MISMATCHES)
      show("mean", i, out[i], want);
  }
  report_case("mean_of_halves: vload_half, float arithmetic, FConvert_Rhalf_rtz", wrong == 0,
              "%u wrong means", wrong);
  free(out);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program p = load_program(&g, argv[1]);
  uint16_t *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  for (unsigned i = 0; i < N; i++) {
    x[i] = random_half();
    y[i] = random_half();
  }
  uint16_t a = to_half(1.3, REF_RTE);
  check_axpy(&g, p, "axpy", x, y, a);
  check_axpy(&g, p, "axpy4", x, y, a);
  check_dot(&g, p, x, y);
  check_mean(&g, p, x);
  free(x);
  free(y);
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}

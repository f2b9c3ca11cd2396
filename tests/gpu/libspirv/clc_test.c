/* The __clc_* functions SYCL headers call, on the GPU, from a binary built
 * for sm_90 (PTX's bf16 instructions) or from PTX for compute_75 that the
 * driver compiles for this GPU (gpu-libspirv-clc-functions-sm75: the
 * emulation used before sm_80).
 *   bfloat16 storage (ushort: one, uint: two; every width): fabs, fmin,
 *   fmax and fma exactly (fma rounded once, to nearest even), on special
 *   values (+-0, +-inf, NaNs, subnormals, the limits, halfway products) and
 *   random bit patterns; fmin/fmax of two NaNs may be any NaN, of +0 and -0
 *   either zero.
 *   native tanh (float, half) and exp2 (half): PTX's tanh.approx and
 *   ex2.approx, within 2^-10 (float) and 2^-9 (half) relative (PTX gives
 *   2^-11 and 2^-9.9), and their special values.
 * usage: gpu_clc_test FATBIN */
#include "fp_types.h"
#include "gpu_test.h"

#include <inttypes.h>
#include <stdlib.h>

#define N 4608u /* a multiple of every width, 3 included */
#define GROUP 128u
#define MAX_REPORTS 10

static const uint16_t bf16_specials[] = {
    0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0x7fa1, 0xffc1, 0x0001, 0x8001, 0x007f, 0x0080,
    0x8080, 0x7f7f, 0xff7f, 0x3f80, 0xbf80, 0x3f81, 0x4000, 0x3f00, 0x3fc0, 0x3f40, 0x1f80};

/* bfloat16 fma rounded once: x * y is exact in long double, and so is the
 * sum, except that an addend below 2^-40 of the other is only a sticky bit
 * (replaced by 2^-40 of the other with its sign, which rounds the same). */
static uint16_t bf16_fma_reference(uint16_t xb, uint16_t yb, uint16_t zb) {
  long double p = (long double)bf16_to_float(xb) * bf16_to_float(yb), z = bf16_to_float(zb);
  if (isfinite(p) && isfinite(z) && p != 0 && z != 0) {
    if (fabsl(z) < ldexpl(fabsl(p), -40))
      z = copysignl(ldexpl(fabsl(p), -40), z);
    else if (fabsl(p) < ldexpl(fabsl(z), -40))
      p = copysignl(ldexpl(fabsl(z), -40), p);
  }
  return bf16_from_long_double(p + z);
}

static bool is_bf16_nan(uint16_t b) { return (b & 0x7fff) > 0x7f80; }

/* fmin or fmax per SYCL: a NaN operand gives the other one, two NaNs a NaN;
 * the sign of a zero result from two zeros is either. */
static bool bf16_min_max_ok(uint16_t x, uint16_t y, uint16_t got, bool max) {
  if (is_bf16_nan(x) && is_bf16_nan(y))
    return is_bf16_nan(got);
  if (is_bf16_nan(x) || is_bf16_nan(y))
    return got == (is_bf16_nan(x) ? y : x);
  float fx = bf16_to_float(x), fy = bf16_to_float(y);
  if (fx == 0 && fy == 0)
    return got == x || got == y;
  return got == ((max ? fx >= fy : fx <= fy) ? x : y);
}

/* Whether the 16-bit result `got` of function k is right. */
static bool bf16_ok(int k, uint16_t x, uint16_t y, uint16_t z, uint16_t got, uint16_t *want) {
  switch (k) {
  case 0:
    *want = x & 0x7fff;
    return got == *want;
  case 1:
  case 2:
    *want = k == 2 ? (bf16_to_float(x) >= bf16_to_float(y) ? x : y)
                   : (bf16_to_float(x) <= bf16_to_float(y) ? x : y);
    return bf16_min_max_ok(x, y, got, k == 2);
  default:
    *want = bf16_fma_reference(x, y, z);
    return is_bf16_nan(*want) ? is_bf16_nan(got) : got == *want;
  }
}

static void check_bf16(struct gpu *g, pi_program p, const char *arch, unsigned size, int width,
                       uint64_t *state) {
  static const char *const names[4] = {"fabs", "fmin", "fmax", "fma"};
  unsigned halves = size / 2;
  void *x = malloc(N * size), *y = malloc(N * size), *z = malloc(N * size);
  void *out = malloc(4 * N * size);
  enum { SPECIALS = sizeof bf16_specials / sizeof bf16_specials[0] };
  for (size_t e = 0; e < N; e++)
    for (unsigned h = 0; h < halves; h++) {
      size_t c = e * halves + h; /* the bfloat16 case number */
      uint16_t v[3];
      for (int a = 0; a < 3; a++) {
        uint64_t r = next_random(state);
        /* All pairs of specials as x, y; then specials or random bits. */
        v[a] = c < SPECIALS * SPECIALS && a < 2 ? bf16_specials[a ? c % SPECIALS : c / SPECIALS]
               : r % 4 == 0                      ? bf16_specials[(r >> 8) % SPECIALS]
                                                 : (uint16_t)(r >> 16);
      }
      /* Halfway cases for fma: products of values with few bits, plus 0. */
      if (c % 7 == 3) {
        v[0] = 0x3f80 | (uint16_t)(next_random(state) & 0x7f);
        v[1] = 0x3f81;
        v[2] = 0;
      }
      void *arrays[3] = {x, y, z};
      for (int a = 0; a < 3; a++)
        memcpy((char *)arrays[a] + e * size + 2 * h, &v[a], 2);
    }
  char kernel[64];
  snprintf(kernel, sizeof kernel, "bf16_%s%d", size == 2 ? "ushort" : "uint", width);
  uint32_t params[] = {N};
  void *data[] = {x, y, z, out, params};
  size_t sizes[] = {N * size, N * size, N * size, 4 * N * size, sizeof params};
  size_t items = (N / width + GROUP - 1) / GROUP * GROUP;
  run_on_buffers(g, p, kernel, items, GROUP, 5, data, sizes, 0);
  int wrong[4] = {0};
  for (int k = 0; k < 4; k++)
    for (size_t e = 0; e < N; e++)
      for (unsigned h = 0; h < halves; h++) {
        uint16_t a, b, c, got, want;
        memcpy(&a, (char *)x + e * size + 2 * h, 2);
        memcpy(&b, (char *)y + e * size + 2 * h, 2);
        memcpy(&c, (char *)z + e * size + 2 * h, 2);
        memcpy(&got, (char *)out + (k * N + e) * size + 2 * h, 2);
        if (!bf16_ok(k, a, b, c, got, &want) && wrong[k]++ < MAX_REPORTS)
          printf("  %s %s %s (half %u of element %zu): x = 0x%04x (%g), y = 0x%04x (%g), "
                 "z = 0x%04x (%g): expected 0x%04x (%g), got 0x%04x (%g)\n",
                 arch, kernel, names[k], h, e, a, bf16_to_float(a), b, bf16_to_float(b), c,
                 bf16_to_float(c), want, bf16_to_float(want), got, bf16_to_float(got));
      }
  for (int k = 0; k < 4; k++) {
    char what[96];
    snprintf(what, sizeof what, "%s: __clc_%s on %s%d (bfloat16%s)", arch, names[k],
             size == 2 ? "ushort" : "uint", width, size == 2 ? "" : " x 2");
    report_case(what, wrong[k] == 0, "%d wrong results", wrong[k]);
  }
  free(x);
  free(y);
  free(z);
  free(out);
}

/* Relative error bound plus an absolute one for results near zero. */
static bool near(long double got, long double want, long double relative, long double absolute) {
  if (isnan(want))
    return isnan(got);
  if (isinf(want))
    return got == want;
  return fabsl(got - want) <= relative * fabsl(want) + absolute;
}

static void check_native(struct gpu *g, pi_program p, const char *arch, const struct fp_type *t,
                         int width, uint64_t *state) {
  bool half = t->size == 2;
  void *x = malloc(N * t->size), *out = malloc(2 * N * t->size);
  static const long double specials[] = {0.0L, -0.0L, INFINITY, -INFINITY, NAN, 1, -1, 0.5L};
  for (size_t e = 0; e < N; e++) {
    if (e < 8)
      fp_set(t, x, e, specials[e]);
    else if (e % 5 == 0)
      fp_set(t, x, e, random_uniform(state, -1, 1) * ldexpl(1, -(int)(next_random(state) % 12)));
    else
      fp_set(t, x, e, random_uniform(state, half ? -14 : -10, half ? 15 : 10));
  }
  char kernel[64];
  snprintf(kernel, sizeof kernel, "native_%s%d", t->name, width);
  uint32_t params[] = {N};
  void *data[] = {x, x, x, out, params};
  size_t sizes[] = {N * t->size, N * t->size, N * t->size, 2 * N * t->size, sizeof params};
  size_t items = (N / width + GROUP - 1) / GROUP * GROUP;
  run_on_buffers(g, p, kernel, items, GROUP, 5, data, sizes, 0);
  int functions = half ? 2 : 1, wrong[2] = {0};
  long double relative = half ? 0x1p-9L : 0x1p-10L, absolute = half ? 0x1p-14L : 0x1p-30L;
  for (int k = 0; k < functions; k++)
    for (size_t e = 0; e < N; e++) {
      long double v = fp_get(t, x, e), got = fp_get(t, out, k * N + e);
      long double want = k == 0 ? tanhl(v) : exp2l(v);
      if (!near(got, want, relative, absolute) && wrong[k]++ < MAX_REPORTS)
        printf("  %s %s native %s(%.10Lg): expected %.10Lg, got %.10Lg\n", arch, kernel,
               k ? "exp2" : "tanh", v, want, got);
    }
  for (int k = 0; k < functions; k++) {
    char what[96];
    snprintf(what, sizeof what, "%s: __clc_native_%s on %s%d", arch, k ? "exp2" : "tanh",
             t->name, width);
    report_case(what, wrong[k] == 0, "%d wrong results", wrong[k]);
  }
  free(x);
  free(out);
}

static void check_binary(struct gpu *g, pi_program p, const char *path) {
  const char *arch = strstr(path, "sm75") ? "compute_75" : "sm_90";
  static const int widths[6] = {1, 2, 3, 4, 8, 16};
  uint64_t state = 0xb16;
  for (int w = 0; w < 6; w++) {
    check_bf16(g, p, arch, 2, widths[w], &state);
    check_bf16(g, p, arch, 4, widths[w], &state);
    check_native(g, p, arch, &FP_FLOAT, widths[w], &state);
    check_native(g, p, arch, &FP_HALF, widths[w], &state);
  }
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  check_binary(&g, test_program, argv[1]);
  return end_binary_test(&g);
}

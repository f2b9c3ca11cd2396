/* Host-side references of the libspirv GPU tests: half and bfloat16 bit
 * patterns to and from wider types (exactly, or rounded to nearest even),
 * errors in ulps of a result type, a reproducible random source and bit
 * dumps for diagnostics. Header-only (static functions), also unit-tested
 * on the CPU (tests/unit/libspirv). */
#ifndef FP_REFERENCE_H
#define FP_REFERENCE_H

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* A binary floating-point format, in <float.h>'s terms. */
struct fp_format {
  const char *name;
  int digits;  /* significand bits, the implicit one included (FLT_MANT_DIG) */
  int min_exp; /* the smallest normal is 2^(min_exp - 1) (FLT_MIN_EXP) */
  int max_exp; /* every finite value is below 2^max_exp (FLT_MAX_EXP) */
};
static const struct fp_format FORMAT_HALF = {"half", 11, -13, 16};
static const struct fp_format FORMAT_BF16 = {"bfloat16", 8, -125, 128};
static const struct fp_format FORMAT_FLOAT = {"float", FLT_MANT_DIG, FLT_MIN_EXP, FLT_MAX_EXP};
static const struct fp_format FORMAT_DOUBLE = {"double", DBL_MANT_DIG, DBL_MIN_EXP, DBL_MAX_EXP};

static inline uint32_t float_bits(float x) {
  uint32_t b;
  memcpy(&b, &x, sizeof b);
  return b;
}
static inline float float_from_bits(uint32_t b) {
  float x;
  memcpy(&x, &b, sizeof x);
  return x;
}
static inline uint64_t double_bits(double x) {
  uint64_t b;
  memcpy(&b, &x, sizeof b);
  return b;
}
static inline double double_from_bits(uint64_t b) {
  double x;
  memcpy(&x, &b, sizeof x);
  return x;
}

/* Element i of an array of `size`-byte elements, as bits (little-endian). */
static inline uint64_t get_bits(const void *array, unsigned size, size_t i) {
  uint64_t bits = 0;
  memcpy(&bits, (const char *)array + i * size, size);
  return bits;
}
static inline void set_bits(void *array, unsigned size, size_t i, uint64_t bits) {
  memcpy((char *)array + i * size, &bits, size);
}

/* The value of half bits h (exact in float). */
static inline float half_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h >> 15) << 31, exponent = h >> 10 & 0x1f, fraction = h & 0x3ff;
  if (exponent == 0x1f)
    return float_from_bits(sign | 0x7f800000u | fraction << 13);
  float magnitude = exponent ? ldexpf((float)(fraction | 0x400), (int)exponent - 25)
                             : ldexpf((float)fraction, -24);
  return sign ? -magnitude : magnitude;
}

static inline float bf16_to_float(uint16_t b) { return float_from_bits((uint32_t)b << 16); }

/* x rounded to nearest even in fmt, as a long double: the grid step is
 * 2^(e - digits + 1) for x in [2^e, 2^(e+1)), never below the subnormal
 * step 2^(min_exp - digits); past the largest finite value it is infinity.
 * The platform's rounding mode is to nearest even. */
static inline long double round_to_format(long double x, struct fp_format fmt) {
  if (isnan(x) || isinf(x) || x == 0)
    return x;
  int e;
  frexpl(x, &e); /* |x| in [2^(e-1), 2^e) */
  int step = e - fmt.digits;
  if (step < fmt.min_exp - fmt.digits)
    step = fmt.min_exp - fmt.digits;
  long double r = ldexpl(nearbyintl(ldexpl(x, -step)), step);
  if (fabsl(r) >= ldexpl(1, fmt.max_exp))
    return copysignl(INFINITY, x);
  return r;
}

/* Half bits of x rounded to nearest even (NaN: the quiet NaN 0x7e00). */
static inline uint16_t half_from_long_double(long double x) {
  if (isnan(x))
    return 0x7e00;
  long double r = round_to_format(x, FORMAT_HALF);
  uint16_t sign = signbit(r) ? 0x8000 : 0;
  r = fabsl(r);
  if (isinf(r))
    return sign | 0x7c00;
  if (r < ldexpl(1, -14))
    return sign | (uint16_t)ldexpl(r, 24);
  int e;
  long double m = frexpl(r, &e); /* r = m 2^e, m in [0.5, 1) */
  return sign | (uint16_t)((e + 14) << 10) | (uint16_t)(ldexpl(m, 11) - 1024);
}

/* bfloat16 bits of x rounded to nearest even (NaN: 0x7fc0). */
static inline uint16_t bf16_from_long_double(long double x) {
  if (isnan(x))
    return 0x7fc0;
  /* A bfloat16 value is exact in float; its top 16 bits are the result. */
  return (uint16_t)(float_bits((float)round_to_format(x, FORMAT_BF16)) >> 16);
}

/* The unit in the last place in fmt at the magnitude of x (finite; past
 * the format's range, that of its largest binade). */
static inline long double ulp_of(long double x, struct fp_format fmt) {
  int e;
  frexpl(x, &e);
  if (x == 0 || e < fmt.min_exp)
    e = fmt.min_exp;
  if (e > fmt.max_exp)
    e = fmt.max_exp;
  return ldexpl(1, e - fmt.digits);
}

/* |got - want| in ulps of want in fmt. Both NaN, or equal, is 0; a NaN
 * against a number is infinite. Infinities, and references beyond the
 * format's range, count as 2^max_exp, the next value past the largest
 * finite one: OpenCL allows an overflow within the error bound. */
static inline double ulp_error(long double got, long double want, struct fp_format fmt) {
  if (isnan(got) || isnan(want))
    return isnan(got) && isnan(want) ? 0 : INFINITY;
  if (got == want)
    return 0;
  long double past_max = ldexpl(1, fmt.max_exp);
  if (fabsl(got) > past_max)
    got = copysignl(past_max, got);
  if (fabsl(want) > past_max)
    want = copysignl(past_max, want);
  return (double)(fabsl(got - want) / ulp_of(want, fmt));
}

/* xorshift64*: the same numbers on every run and host. */
static inline uint64_t next_random(uint64_t *state) {
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * 0x2545f4914f6cdd1dull;
}

/* A uniform value in [lo, hi). */
static inline double random_uniform(uint64_t *state, double lo, double hi) {
  return lo + (hi - lo) * (double)(next_random(state) >> 11) * 0x1p-53;
}

#endif

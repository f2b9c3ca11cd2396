/* half, float and double as raw bits in host arrays, for the GPU tests that
 * run one kernel per type: reading an element as a long double, writing a
 * long double rounded to the type, and the type's format (fp_reference.h). */
#ifndef FP_TYPES_H
#define FP_TYPES_H

#include "fp_reference.h"

#include <stdio.h>

struct fp_type {
  const char *name;
  unsigned size; /* bytes */
  const struct fp_format *format;
};

static const struct fp_type FP_HALF = {"half", 2, &FORMAT_HALF};
static const struct fp_type FP_FLOAT = {"float", 4, &FORMAT_FLOAT};
static const struct fp_type FP_DOUBLE = {"double", 8, &FORMAT_DOUBLE};

static inline uint64_t fp_get_bits(const struct fp_type *t, const void *array, size_t i) {
  return get_bits(array, t->size, i);
}

static inline void fp_set_bits(const struct fp_type *t, void *array, size_t i, uint64_t bits) {
  set_bits(array, t->size, i, bits);
}

static inline long double fp_value(const struct fp_type *t, uint64_t bits) {
  switch (t->size) {
  case 2:
    return half_to_float((uint16_t)bits);
  case 4:
    return float_from_bits((uint32_t)bits);
  default:
    return double_from_bits(bits);
  }
}

static inline long double fp_get(const struct fp_type *t, const void *array, size_t i) {
  return fp_value(t, fp_get_bits(t, array, i));
}

/* Stores x rounded to nearest even in the type; returns the stored value. */
static inline long double fp_set(const struct fp_type *t, void *array, size_t i, long double x) {
  switch (t->size) {
  case 2:
    fp_set_bits(t, array, i, half_from_long_double(x));
    break;
  case 4:
    fp_set_bits(t, array, i, float_bits((float)x));
    break;
  default:
    fp_set_bits(t, array, i, double_bits((double)x));
    break;
  }
  return fp_get(t, array, i);
}

/* The largest finite value and the smallest normal of the type. */
static inline long double fp_max(const struct fp_type *t) {
  return ldexpl(1, t->format->max_exp) - ldexpl(1, t->format->max_exp - t->format->digits);
}
static inline long double fp_min_normal(const struct fp_type *t) {
  return ldexpl(1, t->format->min_exp - 1);
}

/* A value for tests: with probability 1/8 each a random bit pattern (NaNs,
 * infinities and subnormals included) or 0; else sign * m * 2^e with e
 * uniform in [lo_exp, hi_exp]. Stored in the type; returns it. */
static inline long double fp_random(const struct fp_type *t, void *array, size_t i,
                                    uint64_t *state, int lo_exp, int hi_exp) {
  uint64_t r = next_random(state);
  if (r % 8 == 0) {
    fp_set_bits(t, array, i, next_random(state));
    return fp_get(t, array, i);
  }
  if (r % 8 == 1)
    return fp_set(t, array, i, (r & 8) ? -0.0L : 0.0L);
  int e = lo_exp + (int)(next_random(state) % (uint64_t)(hi_exp - lo_exp + 1));
  long double m = random_uniform(state, 1, 2);
  return fp_set(t, array, i, ((r & 16) ? -m : m) * ldexpl(1, e));
}

/* Prints a value with its bits, for diagnostics. */
static inline void fp_print(const struct fp_type *t, long double x, uint64_t bits) {
  printf("%.*Lg (0x%0*llx)", t->size == 8 ? 17 : 9, x, (int)(2 * t->size),
         (unsigned long long)bits);
}

#endif

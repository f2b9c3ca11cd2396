/* Arguments and result checks of the math throughput benchmark, apart from
 * the device so they are unit-tested (tests/unit/bench). */
#ifndef MATH_ARGS_H
#define MATH_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Each work-item's arguments run x0, x0 + h, ..., x0 + 63 h with
 * h = x0 * MATH_STEP, as the kernels step them. */
#define MATH_STEP (1.0 / 4096)
#define MATH_ARGUMENTS 64
#define MATH_RANGES 3

enum math_domain {
  DOMAIN_NONE, DOMAIN_ANY, DOMAIN_TRIG, DOMAIN_TRIGPI, DOMAIN_TANPI, DOMAIN_UNIT,
  DOMAIN_EXP, DOMAIN_EXP2, DOMAIN_EXP10, DOMAIN_POS, DOMAIN_LOG1P, DOMAIN_GE1,
  DOMAIN_ERFC, DOMAIN_GAMMA, DOMAIN_LGAMMA, DOMAIN_POW_X, DOMAIN_POW_Y, DOMAIN_MOD_X,
  DOMAIN_MOD_Y, DOMAIN_POWN_X, DOMAIN_LDEXP_N, DOMAIN_POWN_N, DOMAIN_ROOTN_N, DOMAIN_TRIG_PI,
  DOMAIN_COUNT
};

struct math_range {
  double lo, hi;
};

/* Range r (0 small .. 2 large magnitudes) of a domain for float (is_double
 * false) or double. Integer domains hold whole numbers, both ends included. */
struct math_range math_domain_range(enum math_domain domain, bool is_double, int range);
bool math_domain_is_integer(enum math_domain domain);

/* Fills count starting arguments: those of the work-items of group g come
 * from range g % MATH_RANGES (a group shares its code path), drawn from a
 * stream seeded by seed; uniform, or log-uniform over ranges of positive
 * numbers spanning a factor of 100 or more. Every argument the kernels step
 * to from them stays within the range. */
void math_fill_floats(float *out, size_t count, size_t group, enum math_domain domain,
                      uint64_t seed);
void math_fill_doubles(double *out, size_t count, size_t group, enum math_domain domain,
                       uint64_t seed);
void math_fill_ints(int *out, size_t count, size_t group, enum math_domain domain, uint64_t seed);

/* Our sums against nvcc's: both NaN, or both the same infinity, or within
 * rel_tol of the larger plus rel_tol of the median magnitude of nvcc's
 * finite sums in the same range (a sum of 64 values may cancel). Prints the
 * first 10 mismatches and writes a one-line summary to why. Returns the
 * number of mismatches. */
size_t math_compare(const double *ours, const double *nvcc, size_t count, size_t group,
                    double rel_tol, char *why, size_t why_size);

#endif

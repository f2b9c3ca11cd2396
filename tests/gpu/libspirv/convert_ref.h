/* Exact host reference for libspirv's conversions, in integer arithmetic
 * only (no host FPU rounding mode, no _Float16): every value of every
 * scalar type is read as sign * magnitude * 2^exponent, then rounded to the
 * destination by the rule of OpenCL C 3.0 section 6.4.3. Values travel as
 * their bits in a uint64_t (integers sign- or zero-extended, floats as
 * their IEEE encoding). Checked against the host's own conversions and by
 * definition in tests/unit/libspirv/convert_ref_test.c. */
#ifndef CONVERT_REF_H
#define CONVERT_REF_H

#include <stdbool.h>
#include <stdint.h>

enum ref_type {
  REF_CHAR, REF_UCHAR, REF_SHORT, REF_USHORT, REF_INT, REF_UINT, REF_LONG, REF_ULONG,
  REF_HALF, REF_FLOAT, REF_DOUBLE, REF_TYPE_COUNT
};

/* OpenCL's rounding suffixes; the conversions without one round as
 * ref_default_rounding says. */
enum ref_rounding { REF_RTE, REF_RTZ, REF_RTP, REF_RTN };

struct ref_type_info {
  const char *name; /* OpenCL C spelling */
  int bits;
  bool is_signed;
  bool is_float;
};
extern const struct ref_type_info ref_types[REF_TYPE_COUNT];

/* An exact value: NaN, an infinity, or (-1)^negative * magnitude * 2^exponent;
 * from_float says whether it was read from a floating-point type. */
struct ref_value {
  bool from_float, nan, inf, negative;
  uint64_t magnitude;
  int exponent;
};

struct ref_value ref_decode(enum ref_type type, uint64_t bits);

/* Float to integer rounds toward zero by default, everything else to nearest even. */
enum ref_rounding ref_default_rounding(enum ref_type from, enum ref_type to);

/* value converted to `to` with `rounding`, saturated if `saturate`. Floats:
 * correctly rounded, overflow to infinity or the largest finite value as
 * the rounding says, NaN as a quiet NaN (compare with ref_same_value).
 * Integers from floats: the rounded value clamped to the destination's range
 * (what PTX's cvt gives with or without _sat); NaN gives 0 when saturating,
 * and *undefined = true when not (OpenCL leaves it undefined). Integers from
 * integers: modulo 2^bits, or clamped when saturating. */
uint64_t ref_convert(struct ref_value value, enum ref_type to, enum ref_rounding rounding,
                     bool saturate, bool *undefined);

/* ref_convert on the bits of a value of `from`, for callers that need not
 * know whether the result is undefined. */
uint64_t ref_convert_bits(enum ref_type from, uint64_t bits, enum ref_type to,
                          enum ref_rounding rounding, bool saturate);

/* The bits of a double; a value of a floating-point type as a double. */
uint64_t ref_double_bits(double d);
double ref_to_double(enum ref_type type, uint64_t bits);

/* xorshift64*: the same numbers on every host, from a non-zero *state. */
uint64_t ref_random(uint64_t *state);

/* bits as a value of `type` masked to its width; integers sign-extended. */
uint64_t ref_canonical(enum ref_type type, uint64_t bits);

/* Whether two values of `type` are the same: equal bits, or both NaN. */
bool ref_same_value(enum ref_type type, uint64_t a, uint64_t b);

/* Prints bits of `type` readably into buf (decimal integers, floats as %a
 * and bits). */
const char *ref_format(enum ref_type type, uint64_t bits, char *buf, unsigned size);

#endif

#include "convert_ref.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const struct ref_type_info ref_types[REF_TYPE_COUNT] = {
    [REF_CHAR] = {"char", 8, true, false},     [REF_UCHAR] = {"uchar", 8, false, false},
    [REF_SHORT] = {"short", 16, true, false},  [REF_USHORT] = {"ushort", 16, false, false},
    [REF_INT] = {"int", 32, true, false},      [REF_UINT] = {"uint", 32, false, false},
    [REF_LONG] = {"long", 64, true, false},    [REF_ULONG] = {"ulong", 64, false, false},
    [REF_HALF] = {"half", 16, true, true},     [REF_FLOAT] = {"float", 32, true, true},
    [REF_DOUBLE] = {"double", 64, true, true},
};

/* IEEE binary16/32/64: fraction bits and exponent bias. */
struct float_format {
  int fraction_bits;
  int bias;
};

static struct float_format format_of(enum ref_type type) {
  switch (type) {
  case REF_HALF:
    return (struct float_format){10, 15};
  case REF_FLOAT:
    return (struct float_format){23, 127};
  default:
    return (struct float_format){52, 1023};
  }
}

static uint64_t width_mask(int bits) { return bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1; }

uint64_t ref_canonical(enum ref_type type, uint64_t bits) {
  const struct ref_type_info *t = &ref_types[type];
  bits &= width_mask(t->bits);
  if (!t->is_float && t->is_signed && t->bits < 64 && (bits >> (t->bits - 1) & 1))
    bits |= ~width_mask(t->bits);
  return bits;
}

static int highest_bit(uint64_t x) { return 63 - __builtin_clzll(x); }

struct ref_value ref_decode(enum ref_type type, uint64_t bits) {
  const struct ref_type_info *t = &ref_types[type];
  struct ref_value v = {0};
  bits = ref_canonical(type, bits);
  if (!t->is_float) {
    v.negative = t->is_signed && (int64_t)bits < 0;
    v.magnitude = v.negative ? (uint64_t)0 - bits : bits;
    return v;
  }
  struct float_format f = format_of(type);
  v.from_float = true;
  uint64_t fraction = bits & width_mask(f.fraction_bits);
  int biased = (int)(bits >> f.fraction_bits & width_mask(t->bits - 1 - f.fraction_bits));
  v.negative = bits >> (t->bits - 1) & 1;
  if (biased == 2 * f.bias + 1) {
    v.nan = fraction != 0;
    v.inf = fraction == 0;
  } else if (biased == 0) {
    v.magnitude = fraction;
    v.exponent = 1 - f.bias - f.fraction_bits;
  } else {
    v.magnitude = fraction | (uint64_t)1 << f.fraction_bits;
    v.exponent = biased - f.bias - f.fraction_bits;
  }
  return v;
}

enum ref_rounding ref_default_rounding(enum ref_type from, enum ref_type to) {
  return ref_types[from].is_float && !ref_types[to].is_float ? REF_RTZ : REF_RTE;
}

/* magnitude / 2^shift (shift > 0) rounded; negative says which way the
 * directed roundings go. */
static uint64_t shift_round(uint64_t magnitude, int shift, bool negative, enum ref_rounding r) {
  uint64_t quotient, rest, half;
  if (shift > 64) { /* below half of one unit */
    quotient = 0;
    rest = magnitude != 0;
    half = 2;
  } else if (shift == 64) {
    quotient = 0;
    rest = magnitude;
    half = (uint64_t)1 << 63;
  } else {
    quotient = magnitude >> shift;
    rest = magnitude & width_mask(shift);
    half = (uint64_t)1 << (shift - 1);
  }
  bool inexact = rest != 0;
  switch (r) {
  case REF_RTE:
    return quotient + (rest > half || (rest == half && (quotient & 1)));
  case REF_RTZ:
    return quotient;
  case REF_RTP:
    return quotient + (inexact && !negative);
  default:
    return quotient + (inexact && negative);
  }
}

static uint64_t round_to_float(struct ref_value v, enum ref_type to, enum ref_rounding r) {
  struct float_format f = format_of(to);
  int bits = ref_types[to].bits;
  uint64_t sign = (uint64_t)v.negative << (bits - 1);
  uint64_t exponent_field = width_mask(bits - 1 - f.fraction_bits) << f.fraction_bits;
  if (v.nan)
    return exponent_field | (uint64_t)1 << (f.fraction_bits - 1);
  if (v.inf)
    return sign | exponent_field;
  if (v.magnitude == 0)
    return sign;
  int top = highest_bit(v.magnitude) + v.exponent; /* 2^top <= |v| < 2^(top+1) */
  int min_exponent = 1 - f.bias;
  int unit = (top < min_exponent ? min_exponent : top) - f.fraction_bits;
  int shift = unit - v.exponent;
  uint64_t n = shift <= 0 ? v.magnitude << -shift : shift_round(v.magnitude, shift, v.negative, r);
  if (n == (uint64_t)1 << (f.fraction_bits + 1)) {
    n >>= 1;
    ++unit;
  }
  if (n == 0)
    return sign;
  if (n < (uint64_t)1 << f.fraction_bits) /* subnormal */
    return sign | n;
  if (unit + f.fraction_bits > f.bias) {
    bool to_infinity = r == REF_RTE || (r == REF_RTP && !v.negative) || (r == REF_RTN && v.negative);
    return sign | (to_infinity ? exponent_field : exponent_field - 1);
  }
  uint64_t biased = (uint64_t)(unit + f.fraction_bits + f.bias);
  return sign | biased << f.fraction_bits | (n & width_mask(f.fraction_bits));
}

/* The integer value of v rounded; huge when it is 2^64 or more. */
static uint64_t round_to_integer(struct ref_value v, enum ref_rounding r, bool *huge) {
  *huge = v.inf;
  if (v.inf || v.magnitude == 0)
    return 0;
  if (v.exponent >= 0) {
    if (highest_bit(v.magnitude) + v.exponent >= 64) {
      *huge = true;
      return 0;
    }
    return v.magnitude << v.exponent;
  }
  return shift_round(v.magnitude, -v.exponent, v.negative, r);
}

static uint64_t clamp_integer(bool negative, uint64_t magnitude, bool huge, enum ref_type to) {
  const struct ref_type_info *t = &ref_types[to];
  uint64_t max = width_mask(t->is_signed ? t->bits - 1 : t->bits);
  if (negative && (magnitude != 0 || huge)) {
    if (!t->is_signed)
      return 0;
    uint64_t min_magnitude = max + 1;
    return huge || magnitude > min_magnitude ? (uint64_t)0 - min_magnitude : (uint64_t)0 - magnitude;
  }
  return huge || magnitude > max ? max : magnitude;
}

uint64_t ref_convert(struct ref_value value, enum ref_type to, enum ref_rounding rounding,
                     bool saturate, bool *undefined) {
  *undefined = false;
  if (ref_types[to].is_float)
    return round_to_float(value, to, rounding);
  if (value.nan) {
    *undefined = !saturate;
    return 0;
  }
  bool huge;
  uint64_t magnitude = round_to_integer(value, rounding, &huge);
  if (saturate || value.from_float)
    return ref_canonical(to, clamp_integer(value.negative, magnitude, huge, to));
  return ref_canonical(to, value.negative ? (uint64_t)0 - magnitude : magnitude);
}

uint64_t ref_convert_bits(enum ref_type from, uint64_t bits, enum ref_type to,
                          enum ref_rounding rounding, bool saturate) {
  bool undefined;
  return ref_convert(ref_decode(from, bits), to, rounding, saturate, &undefined);
}

uint64_t ref_double_bits(double d) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return bits;
}

double ref_to_double(enum ref_type type, uint64_t bits) {
  struct ref_value v = ref_decode(type, bits);
  double d = v.nan ? NAN : v.inf ? INFINITY : ldexp((double)v.magnitude, v.exponent);
  return v.negative ? -d : d;
}

uint64_t ref_random(uint64_t *state) {
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * 0x2545f4914f6cdd1du;
}

static bool is_nan_bits(enum ref_type type, uint64_t bits) {
  struct ref_value v = ref_decode(type, bits);
  return v.nan;
}

bool ref_same_value(enum ref_type type, uint64_t a, uint64_t b) {
  a = ref_canonical(type, a);
  b = ref_canonical(type, b);
  return a == b || (ref_types[type].is_float && is_nan_bits(type, a) && is_nan_bits(type, b));
}

const char *ref_format(enum ref_type type, uint64_t bits, char *buf, unsigned size) {
  const struct ref_type_info *t = &ref_types[type];
  bits = ref_canonical(type, bits);
  if (!t->is_float) {
    if (t->is_signed)
      snprintf(buf, size, "%lld", (long long)bits);
    else
      snprintf(buf, size, "%llu", (unsigned long long)bits);
    return buf;
  }
  snprintf(buf, size, "%a (0x%0*llx)", ref_to_double(type, bits), t->bits / 4,
           (unsigned long long)bits);
  return buf;
}

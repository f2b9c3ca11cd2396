#include "integer_reference.h"

const struct integer_fn_info integer_fns[FN_COUNT] = {
    [FN_CLZ] = {"clz", 1, RESULT_SAME, 0, false},
    [FN_CTZ] = {"ctz", 1, RESULT_SAME, 0, false},
    [FN_POPCOUNT] = {"popcount", 1, RESULT_SAME, 0, false},
    [FN_BIT_COUNT] = {"bit_count", 1, RESULT_SAME, 0, false},
    [FN_ABS] = {"abs", 1, RESULT_UNSIGNED, 0, false},
    [FN_ROTATE] = {"rotate", 2, RESULT_SAME, 0, false},
    [FN_ABS_DIFF] = {"abs_diff", 2, RESULT_UNSIGNED, 0, false},
    [FN_ADD_SAT] = {"add_sat", 2, RESULT_SAME, 0, false},
    [FN_SUB_SAT] = {"sub_sat", 2, RESULT_SAME, 0, false},
    [FN_HADD] = {"hadd", 2, RESULT_SAME, 0, false},
    [FN_RHADD] = {"rhadd", 2, RESULT_SAME, 0, false},
    [FN_MAX] = {"max", 2, RESULT_SAME, 0, false},
    [FN_MIN] = {"min", 2, RESULT_SAME, 0, false},
    [FN_MUL_HI] = {"mul_hi", 2, RESULT_SAME, 0, false},
    [FN_MUL24] = {"mul24", 2, RESULT_SAME, 32, false},
    [FN_UPSAMPLE] = {"upsample", 2, RESULT_WIDER, 0, true},
    [FN_CLAMP] = {"clamp", 3, RESULT_SAME, 0, false},
    [FN_MAD_HI] = {"mad_hi", 3, RESULT_SAME, 0, false},
    [FN_MAD_SAT] = {"mad_sat", 3, RESULT_SAME, 0, false},
    [FN_MAD24] = {"mad24", 3, RESULT_SAME, 32, false},
};

typedef unsigned __int128 exact_uint;

exact_int type_min(const struct int_type *t) {
  return t->is_signed ? -((exact_int)1 << (t->bits - 1)) : 0;
}

exact_int type_max(const struct int_type *t) {
  return ((exact_int)1 << (t->bits - t->is_signed)) - 1;
}

static uint64_t low_mask(int bits) { return bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1; }

exact_int from_bits(const struct int_type *t, uint64_t pattern) {
  pattern &= low_mask(t->bits);
  if (t->is_signed && (pattern >> (t->bits - 1)) & 1)
    return (exact_int)pattern - ((exact_int)1 << t->bits);
  return (exact_int)pattern;
}

static uint64_t to_bits(const struct int_type *t, exact_int v) {
  return (uint64_t)v & low_mask(t->bits);
}

/* v modulo 2^bits, read as type t (wrap-around arithmetic). */
static exact_int wrap(const struct int_type *t, exact_int v) { return from_bits(t, (uint64_t)v); }

static exact_int saturate(const struct int_type *t, exact_int v) {
  return v < type_min(t) ? type_min(t) : v > type_max(t) ? type_max(t) : v;
}

/* floor(v / 2^n) for any sign. */
static exact_int floor_shift(exact_int v, int n) {
  exact_int d = (exact_int)1 << n;
  exact_int q = v / d;
  return (v % d != 0 && v < 0) ? q - 1 : q;
}

struct int_type result_type(enum integer_fn fn, const struct int_type *t) {
  struct int_type r = *t;
  if (integer_fns[fn].result == RESULT_UNSIGNED)
    r.is_signed = false;
  else if (integer_fns[fn].result == RESULT_WIDER)
    r.bits *= 2;
  return r;
}

static bool fits_24_bits(const struct int_type *t, exact_int v) {
  return t->is_signed ? v >= -((exact_int)1 << 23) && v < ((exact_int)1 << 23)
                      : v >= 0 && v < ((exact_int)1 << 24);
}

bool reference_defined(enum integer_fn fn, const struct int_type *t, const exact_int *args) {
  if (fn == FN_CLAMP)
    return args[1] <= args[2];
  if (fn == FN_MUL24 || fn == FN_MAD24)
    return fits_24_bits(t, args[0]) && fits_24_bits(t, args[1]);
  return true;
}

static exact_int count_leading_zeros(const struct int_type *t, uint64_t bits) {
  int n = 0;
  for (int i = t->bits - 1; i >= 0 && !((bits >> i) & 1); i--)
    n++;
  return n;
}

static exact_int count_trailing_zeros(const struct int_type *t, uint64_t bits) {
  int n = 0;
  while (n < t->bits && !((bits >> n) & 1))
    n++;
  return n;
}

static exact_int count_ones(uint64_t bits) {
  int n = 0;
  for (; bits; bits &= bits - 1)
    n++;
  return n;
}

static exact_int rotate_left(const struct int_type *t, exact_int v, exact_int count) {
  uint64_t bits = to_bits(t, v);
  int n = (int)(to_bits(t, count) % (uint64_t)t->bits);
  if (n == 0)
    return v;
  return from_bits(t, (bits << n) | (bits >> (t->bits - n)));
}

/* The high half of the 2n-bit product: unsigned 64-bit products need all
 * 128 bits unsigned. */
static exact_int high_half(const struct int_type *t, exact_int a, exact_int b) {
  if (t->bits == 64 && !t->is_signed)
    return (exact_int)(((exact_uint)a * (exact_uint)b) >> 64);
  return floor_shift(a * b, t->bits);
}

static exact_int multiply_add_saturated(const struct int_type *t, exact_int a, exact_int b,
                                        exact_int c) {
  if (t->bits == 64 && !t->is_signed) {
    exact_uint sum = (exact_uint)a * (exact_uint)b + (exact_uint)c;
    return sum > (exact_uint)type_max(t) ? type_max(t) : (exact_int)sum;
  }
  return saturate(t, a * b + c);
}

exact_int integer_reference(enum integer_fn fn, const struct int_type *t, const exact_int *args) {
  exact_int a = args[0], b = integer_fns[fn].arity > 1 ? args[1] : 0,
            c = integer_fns[fn].arity > 2 ? args[2] : 0;
  switch (fn) {
  case FN_CLZ: return count_leading_zeros(t, to_bits(t, a));
  case FN_CTZ: return count_trailing_zeros(t, to_bits(t, a));
  case FN_POPCOUNT:
  case FN_BIT_COUNT: return count_ones(to_bits(t, a));
  case FN_ABS: return a < 0 ? -a : a;
  case FN_ROTATE: return rotate_left(t, a, b);
  case FN_ABS_DIFF: return a > b ? a - b : b - a;
  case FN_ADD_SAT: return saturate(t, a + b);
  case FN_SUB_SAT: return saturate(t, a - b);
  case FN_HADD: return floor_shift(a + b, 1);
  case FN_RHADD: return floor_shift(a + b + 1, 1);
  case FN_MAX: return a > b ? a : b;
  case FN_MIN: return a < b ? a : b;
  case FN_MUL_HI: return high_half(t, a, b);
  case FN_MUL24: return wrap(t, a * b);
  case FN_UPSAMPLE: {
    struct int_type wide = result_type(fn, t);
    return from_bits(&wide, to_bits(t, a) << t->bits | to_bits(t, b));
  }
  case FN_CLAMP: return a < b ? b : a > c ? c : a;
  case FN_MAD_HI: return wrap(t, high_half(t, a, b) + c);
  case FN_MAD_SAT: return multiply_add_saturated(t, a, b, c);
  case FN_MAD24: return wrap(t, a * b + c);
  case FN_COUNT: break;
  }
  return 0;
}

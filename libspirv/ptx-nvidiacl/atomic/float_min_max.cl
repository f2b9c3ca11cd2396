/* FMinEXT and FMaxEXT (half, float, double) with IEEE 754-2019
 * minimumNumber / maximumNumber results: a NaN operand yields the other
 * operand (NaN only when both are), and -0 < +0.
 *
 * No GPU's PTX has a scalar floating-point atom.min/max (ptxas 13 rejects
 * .f32 and .f64 up to sm_120; sm_90's f16 forms are vector-only and would
 * touch the neighbouring half). Float and double use the integer atom on
 * the bits instead: non-negative values order like signed integers and
 * negative ones in reverse like unsigned integers, so max of a value with
 * the sign clear is atom.max.s and with the sign set atom.min.u (mirrored
 * for min). That order puts NaNs above infinity, so a NaN in memory that the
 * integer atom leaves in place (positive for max, negative for min) is
 * replaced by compare-and-swap. Half has no 16-bit integer min/max: it is a
 * compare-and-swap loop throughout. As every atomic here, these are IR
 * atomics on the pointer's own space below cross-device scope. */
#include "atomic_scoped.h"

static _Float16 maximum_number_half(_Float16 a, _Float16 b) {
  if (__builtin_isnan(a))
    return b;
  if (__builtin_isnan(b) || a > b)
    return a;
  return a == b && __builtin_signbit(b) ? a : b;
}

static _Float16 minimum_number_half(_Float16 a, _Float16 b) {
  if (__builtin_isnan(a))
    return b;
  if (__builtin_isnan(b) || a < b)
    return a;
  return a == b && !__builtin_signbit(b) ? a : b;
}

/* clear_op and set_op: the integer atoms (max, min) for a value with the
 * sign clear and set; stuck_sign: the sign of a NaN in memory that they
 * leave in place. S and U: the signed and unsigned integers of T's size. */
#define INTEGER_ORDER_CORE(name, T, S, U, clear_op, set_op, stuck_sign)        \
  static T name(T *p, uint scope, uint semantics, T v) {                       \
    fence_before(scope, semantics);                                            \
    T old;                                                                     \
    if (__builtin_isnan(v)) {                                                  \
      old = *(volatile T *)p;                                                  \
    } else {                                                                   \
      S bits = __builtin_astype(v, S);                                         \
      for (;;) {                                                               \
        S seen = bits >= 0 ? scoped_##clear_op##_##S((S *)p, scope, bits)      \
                           : (S)scoped_##set_op##_##U((U *)p, scope, (U)bits); \
        old = __builtin_astype(seen, T);                                       \
        if (!__builtin_isnan(old) || (seen < 0) != stuck_sign)                 \
          break;                                                               \
        if (scoped_cas_##S((S *)p, scope, seen, bits) == seen)                 \
          break;                                                               \
      }                                                                        \
    }                                                                          \
    fence_after(scope, semantics);                                             \
    return old;                                                                \
  }

INTEGER_ORDER_CORE(fmax_float, float, int, uint, max, min, 0)
INTEGER_ORDER_CORE(fmin_float, float, int, uint, min, max, 1)
INTEGER_ORDER_CORE(fmax_double, double, long, ulong, max, min, 0)
INTEGER_ORDER_CORE(fmin_double, double, long, ulong, min, max, 1)

#define HALF_CAS_CORE(name, number_op)                                         \
  static _Float16 name(_Float16 *p, uint scope, uint semantics, _Float16 v) {  \
    ushort *bits = (ushort *)p;                                                \
    fence_before(scope, semantics);                                            \
    ushort old = *(volatile ushort *)bits;                                     \
    for (;;) {                                                                 \
      ushort desired = __builtin_astype(number_op(__builtin_astype(old, _Float16), v), ushort); \
      if (desired == old)                                                      \
        break;                                                                 \
      ushort seen = scoped_cas_ushort(bits, scope, old, desired);                 \
      if (seen == old)                                                         \
        break;                                                                 \
      old = seen;                                                              \
    }                                                                          \
    fence_after(scope, semantics);                                             \
    return __builtin_astype(old, _Float16);                                    \
  }

HALF_CAS_CORE(fmax_half, maximum_number_half)
HALF_CAS_CORE(fmin_half, minimum_number_half)

RMW_ENTRY_POINTS(21, FMaxEXT, float, f, fmax_float)
RMW_ENTRY_POINTS(21, FMinEXT, float, f, fmin_float)
RMW_ENTRY_POINTS(21, FMaxEXT, double, d, fmax_double)
RMW_ENTRY_POINTS(21, FMinEXT, double, d, fmin_double)
RMW_ENTRY_POINTS(21, FMaxEXT, _Float16, DF16_, fmax_half)
RMW_ENTRY_POINTS(21, FMinEXT, _Float16, DF16_, fmin_half)

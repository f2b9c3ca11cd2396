/* Exchange (integers and floating point, through their bits) and
 * CompareExchange. */
#include "atomic_scoped.h"

#define EXCHANGE_CORE(T, BITS_T, suffix, to_bits, from_bits)                   \
  static T exchange_##T(T *p, uint scope, uint semantics, T v) {               \
    fence_before(scope, semantics);                                            \
    T old = from_bits(SCOPED_ATOM(xchg, suffix, scope, (BITS_T *)p, to_bits(v))); \
    fence_after(scope, semantics);                                             \
    return old;                                                                \
  }

#define SAME(x) (x)
EXCHANGE_CORE(int, int, i, SAME, SAME)
EXCHANGE_CORE(uint, int, i, (int), (uint))
EXCHANGE_CORE(long, long, l, SAME, SAME)
EXCHANGE_CORE(ulong, long, l, (long), (ulong))
EXCHANGE_CORE(float, int, i, as_int, as_float)
EXCHANGE_CORE(double, long, l, as_long, as_double)

RMW_ENTRY_POINTS(22, Exchange, int, i, exchange_int)
RMW_ENTRY_POINTS(22, Exchange, uint, j, exchange_uint)
RMW_ENTRY_POINTS(22, Exchange, long, l, exchange_long)
RMW_ENTRY_POINTS(22, Exchange, ulong, m, exchange_ulong)
RMW_ENTRY_POINTS(22, Exchange, float, f, exchange_float)
RMW_ENTRY_POINTS(22, Exchange, double, d, exchange_double)

/* PTX has no 16-bit exch: a compare-and-swap loop on the bits. */
static _Float16 exchange_half(_Float16 *p, uint scope, uint semantics, _Float16 v) {
  ushort *bits = (ushort *)p;
  fence_before(scope, semantics);
  ushort old = *(volatile ushort *)bits;
  for (;;) {
    ushort seen = scoped_cas_b16(bits, scope, old, __builtin_astype(v, ushort));
    if (seen == old)
      break;
    old = seen;
  }
  fence_after(scope, semantics);
  return __builtin_astype(old, _Float16);
}
RMW_ENTRY_POINTS(22, Exchange, _Float16, DF16_, exchange_half)

/* Stores value when *p equals comparator; returns the old *p. The failure
 * ordering is never stronger than the success one, so one set of fences
 * serves both. */
#define CAS_CORE(T, NV_T, suffix)                                              \
  static T compare_exchange_##T(T *p, uint scope, uint equal, uint unequal, T value, \
                                T comparator) {                                \
    fence_before(scope, equal);                                                \
    T old = (T)SCOPED_ATOM(cas, suffix, scope, (NV_T *)p, (NV_T)comparator, (NV_T)value); \
    fence_after(scope, equal | unequal);                                       \
    return old;                                                                \
  }

/* The second semantics argument repeats the enum: S5_ after an
 * address-space-qualified pointer, S4_ after a plain one. */
#define CAS_ENTRY_POINTS(T, TM)                                                \
  T NAMED ENUM_NAME(29, CompareExchange, PU3AS1##TM, SPV_ENUMS_AFTER_TWO, S5_##TM##TM)( \
      global T * p, uint s, uint e, uint u, T v, T c) {                        \
    return compare_exchange_##T(p, s, e, u, v, c);                             \
  }                                                                            \
  T NAMED ENUM_NAME(29, CompareExchange, PU3AS3##TM, SPV_ENUMS_AFTER_TWO, S5_##TM##TM)( \
      local T * p, uint s, uint e, uint u, T v, T c) {                         \
    return compare_exchange_##T(p, s, e, u, v, c);                             \
  }                                                                            \
  T NAMED ENUM_NAME(29, CompareExchange, P##TM, SPV_ENUMS_AFTER_ONE, S4_##TM##TM)( \
      T * p, uint s, uint e, uint u, T v, T c) {                               \
    return compare_exchange_##T(p, s, e, u, v, c);                             \
  }                                                                            \
  T _CLC_DEF __spirv_AtomicCompareExchange(global T *p, int s, int e, int u, T v, T c) { \
    return compare_exchange_##T(p, s, e, u, v, c);                             \
  }                                                                            \
  T _CLC_DEF __spirv_AtomicCompareExchange(local T *p, int s, int e, int u, T v, T c) { \
    return compare_exchange_##T(p, s, e, u, v, c);                             \
  }                                                                            \
  T _CLC_DEF __spirv_AtomicCompareExchange(T *p, int s, int e, int u, T v, T c) { \
    return compare_exchange_##T(p, s, e, u, v, c);                             \
  }

CAS_CORE(int, int, i)
CAS_CORE(uint, int, i)
CAS_CORE(long, long, l)
CAS_CORE(ulong, long, l)
CAS_ENTRY_POINTS(int, i)
CAS_ENTRY_POINTS(uint, j)
CAS_ENTRY_POINTS(long, l)
CAS_ENTRY_POINTS(ulong, m)

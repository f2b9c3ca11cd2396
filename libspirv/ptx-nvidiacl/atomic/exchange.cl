/* Exchange (integers and floating point, through their bits) and
 * CompareExchange. */
#include "atomic_scoped.h"

#define EXCHANGE_CORE(T, BITS_T, to_bits, from_bits)                           \
  static T exchange_##T(T *p, uint scope, uint semantics, T v) {               \
    fence_before(scope, semantics);                                            \
    T old = from_bits(scoped_exchange_##BITS_T((BITS_T *)p, scope, to_bits(v))); \
    fence_after(scope, semantics);                                             \
    return old;                                                                \
  }

#define SAME(x) (x)
EXCHANGE_CORE(int, int, SAME, SAME)
EXCHANGE_CORE(uint, uint, SAME, SAME)
EXCHANGE_CORE(long, long, SAME, SAME)
EXCHANGE_CORE(ulong, ulong, SAME, SAME)
EXCHANGE_CORE(float, int, as_int, as_float)
EXCHANGE_CORE(double, long, as_long, as_double)

RMW_ENTRY_POINTS(22, Exchange, int, i, exchange_int)
RMW_ENTRY_POINTS(22, Exchange, uint, j, exchange_uint)
RMW_ENTRY_POINTS(22, Exchange, long, l, exchange_long)
RMW_ENTRY_POINTS(22, Exchange, ulong, m, exchange_ulong)
RMW_ENTRY_POINTS(22, Exchange, float, f, exchange_float)
RMW_ENTRY_POINTS(22, Exchange, double, d, exchange_double)

/* LLVM 19 widens the IR 16-bit exchange to a compare-and-swap loop on the
 * containing word; PTX has no 16-bit exch, so .sys loops on atom.cas.b16. */
static ushort scoped_exchange_ushort(ushort *p, uint scope, ushort v) {
  if (scope != spirv_scope_cross_device)
    return __atomic_exchange_n(p, v, __ATOMIC_RELAXED);
  ushort old = *(volatile ushort *)p;
  for (;;) {
    ushort seen = scoped_cas_ushort(p, scope, old, v);
    if (seen == old)
      return old;
    old = seen;
  }
}
static _Float16 exchange_half(_Float16 *p, uint scope, uint semantics, _Float16 v) {
  fence_before(scope, semantics);
  ushort old = scoped_exchange_ushort((ushort *)p, scope, __builtin_astype(v, ushort));
  fence_after(scope, semantics);
  return __builtin_astype(old, _Float16);
}
RMW_ENTRY_POINTS(22, Exchange, _Float16, DF16_, exchange_half)

/* Stores value when *p equals comparator; returns the old *p. The failure
 * ordering is never stronger than the success one, so one set of fences
 * serves both. */
#define CAS_CORE(T)                                                            \
  static T compare_exchange_##T(T *p, uint scope, uint equal, uint unequal, T value, \
                                T comparator) {                                \
    fence_before(scope, equal);                                                \
    T old = scoped_cas_##T(p, scope, comparator, value);                       \
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

CAS_CORE(int)
CAS_CORE(uint)
CAS_CORE(long)
CAS_CORE(ulong)
CAS_ENTRY_POINTS(int, i)
CAS_ENTRY_POINTS(uint, j)
CAS_ENTRY_POINTS(long, l)
CAS_ENTRY_POINTS(ulong, m)

/* And, Or and Xor. */
#include "atomic_scoped.h"

#define BITWISE_CORE(op, T, NV_T, suffix)                                      \
  static T op##_##T(T *p, uint scope, uint semantics, T v) {                   \
    fence_before(scope, semantics);                                            \
    T old = (T)SCOPED_ATOM(op, suffix, scope, (NV_T *)p, (NV_T)v);            \
    fence_after(scope, semantics);                                             \
    return old;                                                                \
  }

#define BITWISE(T, NV_T, suffix, TM)                                           \
  BITWISE_CORE(and, T, NV_T, suffix)                                           \
  BITWISE_CORE(or, T, NV_T, suffix)                                            \
  BITWISE_CORE(xor, T, NV_T, suffix)                                           \
  RMW_ENTRY_POINTS(17, And, T, TM, and_##T)                                    \
  RMW_ENTRY_POINTS(16, Or, T, TM, or_##T)                                      \
  RMW_ENTRY_POINTS(17, Xor, T, TM, xor_##T)

BITWISE(int, int, i, i)
BITWISE(uint, int, i, j)
BITWISE(long, long, l, l)
BITWISE(ulong, long, l, m)

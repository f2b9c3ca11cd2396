/* And, Or and Xor. */
#include "atomic_scoped.h"

#define BITWISE(T, NV_T, suffix, TM)                                           \
  SCOPED_RMW_CORE(and_##T, and, T, NV_T, suffix)                               \
  SCOPED_RMW_CORE(or_##T, or, T, NV_T, suffix)                                 \
  SCOPED_RMW_CORE(xor_##T, xor, T, NV_T, suffix)                               \
  RMW_ENTRY_POINTS(17, And, T, TM, and_##T)                                    \
  RMW_ENTRY_POINTS(16, Or, T, TM, or_##T)                                      \
  RMW_ENTRY_POINTS(17, Xor, T, TM, xor_##T)

BITWISE(int, int, i, i)
BITWISE(uint, int, i, j)
BITWISE(long, long, l, l)
BITWISE(ulong, long, l, m)

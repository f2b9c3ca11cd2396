/* And, Or and Xor. */
#include "atomic_scoped.h"

#define BITWISE(T, TM)                                                         \
  FENCED_RMW_CORE(and_##T, T, scoped_and_##T)                                  \
  FENCED_RMW_CORE(or_##T, T, scoped_or_##T)                                    \
  FENCED_RMW_CORE(xor_##T, T, scoped_xor_##T)                                  \
  RMW_ENTRY_POINTS(17, And, T, TM, and_##T)                                    \
  RMW_ENTRY_POINTS(16, Or, T, TM, or_##T)                                      \
  RMW_ENTRY_POINTS(17, Xor, T, TM, xor_##T)

BITWISE(int, i)
BITWISE(uint, j)
BITWISE(long, l)
BITWISE(ulong, m)

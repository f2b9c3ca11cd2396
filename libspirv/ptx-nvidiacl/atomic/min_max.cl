/* SMin, SMax (signed) and UMin, UMax (unsigned). */
#include "atomic_scoped.h"

#define MIN_MAX(T, TM, min_name, max_name)                                     \
  FENCED_RMW_CORE(min_##T, T, scoped_min_##T)                                  \
  FENCED_RMW_CORE(max_##T, T, scoped_max_##T)                                  \
  RMW_ENTRY_POINTS(18, min_name, T, TM, min_##T)                               \
  RMW_ENTRY_POINTS(18, max_name, T, TM, max_##T)

MIN_MAX(int, i, SMin, SMax)
MIN_MAX(long, l, SMin, SMax)
MIN_MAX(uint, j, UMin, UMax)
MIN_MAX(ulong, m, UMin, UMax)

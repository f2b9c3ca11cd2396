/* SMin, SMax (signed) and UMin, UMax (unsigned). */
#include "atomic_scoped.h"

#define MIN_MAX_CORE(op, T, NV_T, suffix) SCOPED_RMW_CORE(op##_##T, op, T, NV_T, suffix)

MIN_MAX_CORE(min, int, int, i)
MIN_MAX_CORE(max, int, int, i)
MIN_MAX_CORE(min, long, long, l)
MIN_MAX_CORE(max, long, long, l)
FENCED_RMW_CORE(min_uint, uint, scoped_min_uint)
FENCED_RMW_CORE(max_uint, uint, scoped_max_uint)
FENCED_RMW_CORE(min_ulong, ulong, scoped_min_ulong)
FENCED_RMW_CORE(max_ulong, ulong, scoped_max_ulong)

RMW_ENTRY_POINTS(18, SMin, int, i, min_int)
RMW_ENTRY_POINTS(18, SMax, int, i, max_int)
RMW_ENTRY_POINTS(18, SMin, long, l, min_long)
RMW_ENTRY_POINTS(18, SMax, long, l, max_long)
RMW_ENTRY_POINTS(18, UMin, uint, j, min_uint)
RMW_ENTRY_POINTS(18, UMax, uint, j, max_uint)
RMW_ENTRY_POINTS(18, UMin, ulong, m, min_ulong)
RMW_ENTRY_POINTS(18, UMax, ulong, m, max_ulong)

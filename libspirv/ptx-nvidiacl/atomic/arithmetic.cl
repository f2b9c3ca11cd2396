/* IAdd, ISub, IIncrement, IDecrement and FAddEXT (half, float, double). */
#include "atomic_scoped.h"

#define ADD_CORE(T, NV_T, suffix)                                              \
  SCOPED_RMW_CORE(add_##T, add, T, NV_T, suffix)                               \
  static T sub_##T(T *p, uint scope, uint semantics, T v) {                    \
    return add_##T(p, scope, semantics, (T)0 - v);                             \
  }                                                                            \
  static T increment_##T(T *p, uint scope, uint semantics) {                   \
    return add_##T(p, scope, semantics, (T)1);                                 \
  }                                                                            \
  static T decrement_##T(T *p, uint scope, uint semantics) {                   \
    return add_##T(p, scope, semantics, (T)0 - (T)1);                          \
  }

ADD_CORE(int, int, i)
ADD_CORE(uint, int, i)
ADD_CORE(long, long, l)
ADD_CORE(ulong, long, l)

#define INTEGER_ARITHMETIC(T, TM)                                              \
  RMW_ENTRY_POINTS(18, IAdd, T, TM, add_##T)                                   \
  RMW_ENTRY_POINTS(18, ISub, T, TM, sub_##T)                                   \
  STEP_ENTRY_POINTS(24, IIncrement, T, TM, increment_##T)                      \
  STEP_ENTRY_POINTS(24, IDecrement, T, TM, decrement_##T)

INTEGER_ARITHMETIC(int, i)
INTEGER_ARITHMETIC(uint, j)
INTEGER_ARITHMETIC(long, l)
INTEGER_ARITHMETIC(ulong, m)

SCOPED_RMW_CORE(fadd_float, add, float, float, f)
SCOPED_RMW_CORE(fadd_double, add, double, double, d)
RMW_ENTRY_POINTS(21, FAddEXT, float, f, fadd_float)
RMW_ENTRY_POINTS(21, FAddEXT, double, d, fadd_double)

/* atom.add.noftz.f16 (sm_70 and newer): round to nearest, subnormals kept. */
static _Float16 fadd_half(_Float16 *p, uint scope, uint semantics, _Float16 v) {
  ushort old;
  fence_before(scope, semantics);
  SCOPED_ATOM_ASM(scope, ".add.noftz.f16 %0, [%1], %2;", "=h"(old)
                  : "l"(p), "h"(__builtin_astype(v, ushort)));
  fence_after(scope, semantics);
  return __builtin_astype(old, _Float16);
}
RMW_ENTRY_POINTS(21, FAddEXT, _Float16, DF16_, fadd_half)

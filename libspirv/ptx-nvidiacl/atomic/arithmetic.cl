/* IAdd, ISub, IIncrement, IDecrement and FAddEXT (half, float, double). */
#include "atomic_scoped.h"

#define ADD_CORE(T)                                                            \
  FENCED_RMW_CORE(add_##T, T, scoped_add_##T)                                  \
  static T sub_##T(T *p, uint scope, uint semantics, T v) {                    \
    return add_##T(p, scope, semantics, (T)0 - v);                             \
  }                                                                            \
  static T increment_##T(T *p, uint scope, uint semantics) {                   \
    return add_##T(p, scope, semantics, (T)1);                                 \
  }                                                                            \
  static T decrement_##T(T *p, uint scope, uint semantics) {                   \
    return add_##T(p, scope, semantics, (T)0 - (T)1);                          \
  }

ADD_CORE(int)
ADD_CORE(uint)
ADD_CORE(long)
ADD_CORE(ulong)

#define INTEGER_ARITHMETIC(T, TM)                                              \
  RMW_ENTRY_POINTS(18, IAdd, T, TM, add_##T)                                   \
  RMW_ENTRY_POINTS(18, ISub, T, TM, sub_##T)                                   \
  STEP_ENTRY_POINTS(24, IIncrement, T, TM, increment_##T)                      \
  STEP_ENTRY_POINTS(24, IDecrement, T, TM, decrement_##T)

INTEGER_ARITHMETIC(int, i)
INTEGER_ARITHMETIC(uint, j)
INTEGER_ARITHMETIC(long, l)
INTEGER_ARITHMETIC(ulong, m)

FENCED_RMW_CORE(fadd_float, float, scoped_add_float)
FENCED_RMW_CORE(fadd_double, double, scoped_add_double)
RMW_ENTRY_POINTS(21, FAddEXT, float, f, fadd_float)
RMW_ENTRY_POINTS(21, FAddEXT, double, d, fadd_double)

/* LLVM 19 selects the IR half add as atom.add.noftz.f16 (sm_70 and newer:
 * round to nearest, subnormals kept); .sys is the same in inline assembly. */
static _Float16 scoped_add_half(_Float16 *p, uint scope, _Float16 v) {
  if (scope != spirv_scope_cross_device)
    return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
  ushort old;
  __asm__ volatile("atom.sys.add.noftz.f16 %0, [%1], %2;"
                   : "=h"(old) : "l"(p), "h"(__builtin_astype(v, ushort)) : "memory");
  return __builtin_astype(old, _Float16);
}
FENCED_RMW_CORE(fadd_half, _Float16, scoped_add_half)
RMW_ENTRY_POINTS(21, FAddEXT, _Float16, DF16_, fadd_half)

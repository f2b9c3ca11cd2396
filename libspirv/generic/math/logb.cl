/* logb: ilogb as a floating-point value (exact); -inf for +-0, +inf for
 * +-inf, the NaN for NaN. */
#include <spirv/math/impl.h>

#define LOGB(T)                                                                \
  T _CLC_DEF __spirv_ocl_logb(T x) {                                           \
    T e = (T)__spirv_ocl_ilogb(x);                                             \
    e = __builtin_isinf(x) ? (T)INFINITY : e;                                  \
    e = __builtin_isnan(x) ? x : e;                                            \
    return x == 0 ? (T)-INFINITY : e;                                          \
  }
LOGB(_Float16)
LOGB(float)
LOGB(double)

#define SPIRV_FUNCTION __spirv_ocl_logb
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

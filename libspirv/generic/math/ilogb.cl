/* ilogb: frexp's exponent minus one (exact, subnormals included);
 * FP_ILOGB0 (INT_MIN) for +-0, INT_MAX for +-inf, FP_ILOGBNAN (INT_MAX) for
 * NaN. */
#include <spirv/math/impl.h>

#define ILOGB(T)                                                               \
  int _CLC_DEF __spirv_ocl_ilogb(T x) {                                        \
    int e;                                                                     \
    __spirv_ocl_frexp(x, &e);                                                  \
    e = __builtin_isinf(x) ? INT_MAX : e - 1;                                  \
    e = __builtin_isnan(x) ? FP_ILOGBNAN : e;                                  \
    return x == 0 ? FP_ILOGB0 : e;                                             \
  }
ILOGB(_Float16)
ILOGB(float)
ILOGB(double)

#define SPIRV_FUNCTION __spirv_ocl_ilogb
#define SPIRV_ARITY 1
#define SPIRV_RESULT IGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

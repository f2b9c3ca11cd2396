/* powr: pow for x >= 0, with IEEE 754's powr special cases (OpenCL 3.0,
 * edge case behaviour), which differ from pow's at zero, one, infinity and
 * NaN: NaN for x < 0, 0^0, inf^0, 1^inf and any NaN; +inf and +0 for +-0. */
#include <spirv/math/impl.h>

#define POWR(T)                                                                \
  T _CLC_DEF __spirv_ocl_powr(T x, T y) {                                      \
    T r = __spirv_ocl_pow(x, y);                                               \
    r = x == 0 ? (y < 0 ? (T)INFINITY : (T)0) : r;                             \
    bool nan = x < 0 || __builtin_isnan(x) || __builtin_isnan(y) ||            \
               (x == 0 && y == 0) || (__builtin_isinf(x) && y == 0) ||         \
               (x == 1 && __builtin_isinf(y));                                 \
    return nan ? (T)NAN : r;                                                   \
  }
POWR(_Float16)
POWR(float)
POWR(double)

#define SPIRV_FUNCTION __spirv_ocl_powr
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

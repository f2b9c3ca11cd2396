/* nextafter: the neighbour of x towards y, one step of x's bit pattern
 * (away from zero when x moves away from zero); from +-0 the smallest
 * subnormal with y's sign. */
#include <spirv/math/impl.h>

#define NEXTAFTER(T, BITS)                                                     \
  T _CLC_DEF __spirv_ocl_nextafter(T x, T y) {                                 \
    BITS b = __builtin_astype(x, BITS);                                        \
    b += (x < y) == (x > 0) ? 1 : -1;                                          \
    T r = x == 0 ? __spirv_ocl_copysign(__builtin_astype((BITS)1, T), y)       \
                 : __builtin_astype(b, T);                                     \
    r = x == y ? y : r;                                                        \
    return __builtin_isnan(x) || __builtin_isnan(y) ? x + y : r;               \
  }
NEXTAFTER(_Float16, short)
NEXTAFTER(float, int)
NEXTAFTER(double, long)

#define SPIRV_FUNCTION __spirv_ocl_nextafter
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

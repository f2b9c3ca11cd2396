/* minmag: the argument of smaller magnitude; fmin for equal magnitudes and
 * NaNs. */
#include <spirv/math/impl.h>

#define MINMAG(T)                                                              \
  T _CLC_DEF __spirv_ocl_minmag(T x, T y) {                                    \
    T ax = __spirv_ocl_fabs(x), ay = __spirv_ocl_fabs(y);                      \
    return ax < ay ? x : ay < ax ? y : __spirv_ocl_fmin(x, y);                 \
  }
MINMAG(_Float16)
MINMAG(float)
MINMAG(double)

#define SPIRV_FUNCTION __spirv_ocl_minmag
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

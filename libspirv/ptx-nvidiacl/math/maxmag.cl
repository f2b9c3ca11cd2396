/* maxmag: the argument of greater magnitude; fmax for equal magnitudes and
 * NaNs. */
#include <spirv/math/impl.h>

#define MAXMAG(T)                                                              \
  T _CLC_DEF __spirv_ocl_maxmag(T x, T y) {                                    \
    T ax = __spirv_ocl_fabs(x), ay = __spirv_ocl_fabs(y);                      \
    return ax > ay ? x : ay > ax ? y : __spirv_ocl_fmax(x, y);                 \
  }
MAXMAG(_Float16)
MAXMAG(float)
MAXMAG(double)

#define SPIRV_FUNCTION __spirv_ocl_maxmag
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

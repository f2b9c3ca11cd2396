/* modf(x, iptr): trunc(x) in *iptr, and x - trunc(x) (exact) with x's sign,
 * +-0 for +-inf, as OpenCL 3.0 defines it. */
#include <spirv/math/impl.h>

#define MODF(T)                                                                \
  T _CLC_DEF __spirv_ocl_modf(T x, T *iptr) {                                  \
    T i = __spirv_ocl_trunc(x);                                                \
    *iptr = i;                                                                 \
    return __spirv_ocl_copysign(__builtin_isinf(x) ? (T)0 : x - i, x);         \
  }
MODF(_Float16)
MODF(float)
MODF(double)

#define SPIRV_FUNCTION __spirv_ocl_modf
#define SPIRV_ARITY 1
#define SPIRV_OUT GENTYPE
#define SPIRV_OUT_SCALAR SCALAR_GENTYPE
#define SPIRV_BODY <spirv/math/pointer_out.inc>
#include <spirv/gentype/floatn.inc>

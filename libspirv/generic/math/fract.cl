/* fract(x, iptr) = min(x - floor(x), 1 - ulp), floor(x) in *iptr; x - floor
 * is exact for x >= 0 and correctly rounded below, where it may round to 1.
 * OpenCL's cases: +-0 for +-0 and +-inf, the NaN for NaN. */
#include <spirv/math/impl.h>

#define FRACT(T, BELOW_ONE)                                                    \
  T _CLC_DEF __spirv_ocl_fract(T x, T *iptr) {                                 \
    T fl = __spirv_ocl_floor(x);                                               \
    T r = __spirv_ocl_fmin(x - fl, BELOW_ONE);                                 \
    r = x == 0 || __builtin_isinf(x) ? __spirv_ocl_copysign((T)0, x) : r;      \
    *iptr = fl;                                                                \
    return __builtin_isnan(x) ? x : r;                                         \
  }
FRACT(_Float16, (_Float16)0x1.ffcp-1)
FRACT(float, 0x1.fffffep-1f)
FRACT(double, 0x1.fffffffffffffp-1)

#define SPIRV_FUNCTION __spirv_ocl_fract
#define SPIRV_ARITY 1
#define SPIRV_OUT GENTYPE
#define SPIRV_OUT_SCALAR SCALAR_GENTYPE
#define SPIRV_BODY <spirv/math/pointer_out.inc>
#include <spirv/gentype/floatn.inc>

/* lgamma_r(x, signp): lgamma(x), and the sign of gamma(x) in *signp: +1 for
 * x > 0; for negative non-integers, -1 where floor(x) is odd (gamma is
 * negative on (-1, 0), (-3, -2), ...); 0 at +-0 and the negative integers
 * (OpenCL 3.0), and for -inf and NaN. */
#include <spirv/math/impl.h>

#define LGAMMA_R(T)                                                            \
  T _CLC_DEF __spirv_ocl_lgamma_r(T x, int *signp) {                           \
    T fl = __spirv_ocl_floor(x);                                               \
    T half_fl = fl * (T)0.5;                                                   \
    bool odd_floor = half_fl != __spirv_ocl_trunc(half_fl);                    \
    bool pole = x == fl && x <= 0;                                             \
    *signp = x > 0 ? 1 : pole || __builtin_isnan(x) ? 0 : odd_floor ? -1 : 1;  \
    return __spirv_ocl_lgamma(x);                                              \
  }
LGAMMA_R(_Float16)
LGAMMA_R(float)
LGAMMA_R(double)

#define SPIRV_FUNCTION __spirv_ocl_lgamma_r
#define SPIRV_ARITY 1
#define SPIRV_OUT IGENTYPE
#define SPIRV_OUT_SCALAR int
#define SPIRV_BODY <spirv/math/pointer_out.inc>
#include <spirv/gentype/floatn.inc>

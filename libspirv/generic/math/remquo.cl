/* remquo(x, y, quo): remainder(x, y), and in *quo the low seven bits of the
 * integral quotient with the sign of x / y, as OpenCL 3.0 requires (CUDA's
 * remquo promises three). a = fmod(|x|, 128 |y|) keeps the quotient's low
 * seven bits and parity (when 128 |y| overflows, fmod gives |x|, and
 * |x| / |y| < 128 anyway); r = remainder(a, |y|) is +-remainder(x, y), and
 * a / |y| - r / |y| is the quotient n <= 128 to within 2^-16, so rint
 * recovers it. NaN and 0 for infinite x, zero y and NaNs. Half in float,
 * where every step is exact. */
#include <spirv/math/impl.h>

#define REMQUO(T)                                                              \
  T _CLC_DEF __spirv_ocl_remquo(T x, T y, int *quo) {                          \
    T ax = __spirv_ocl_fabs(x), ay = __spirv_ocl_fabs(y);                      \
    T a = __spirv_ocl_fmod(ax, ay * 128);                                      \
    T r = __spirv_ocl_remainder(a, ay);                                        \
    bool special = __builtin_isnan(r);                                         \
    int n = (int)__spirv_ocl_rint(special ? 0 : a / ay - r / ay) & 127;        \
    *quo = __builtin_signbit(x) != __builtin_signbit(y) ? -n : n;              \
    return __builtin_signbit(x) ? -r : r;                                      \
  }
REMQUO(float)
REMQUO(double)

_Float16 _CLC_DEF __spirv_ocl_remquo(_Float16 x, _Float16 y, int *quo) {
  return (_Float16)__spirv_ocl_remquo((float)x, (float)y, quo);
}

#define SPIRV_FUNCTION __spirv_ocl_remquo
#define SPIRV_ARITY 2
#define SPIRV_OUT IGENTYPE
#define SPIRV_OUT_SCALAR int
#define SPIRV_BODY <spirv/math/pointer_out.inc>
#include <spirv/gentype/floatn.inc>

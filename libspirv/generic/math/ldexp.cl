/* ldexp(x, k) = x * 2^k, correctly rounded (also into the subnormal range,
 * where two scalings in a row could round twice). float in double, where
 * x * 2^k is exact for |k| <= 300 (every nonzero float result beyond that
 * overflows or rounds to 0), then rounded once. double from the bits: a
 * normal result is x with its exponent replaced; a subnormal one is x
 * scaled to exponent e + 54 (exact), then multiplied by 2^-54 (one
 * rounding). Half in float, exact there. A uint k beyond INT_MAX
 * overflows like INT_MAX. */
#include <spirv/math/impl.h>

double _CLC_DEF __spirv_ocl_ldexp(double x, int k) {
  long bits = as_long(x);
  int biased = (int)((bits >> 52) & 0x7ff);
  if (biased == 0 && x != 0.0) {
    bits = as_long(x * 0x1p54);
    biased = (int)((bits >> 52) & 0x7ff) - 54;
  }
  int e = biased + (k < -2200 ? -2200 : k > 2200 ? 2200 : k);
  long mantissa = bits & ~(0x7ffl << 52);
  double normal = as_double(mantissa | ((long)(e & 0x7ff) << 52));
  double subnormal = as_double(mantissa | ((long)((e + 54) & 0x7ff) << 52));
  double r = e > 0     ? normal
             : e > -54 ? subnormal * 0x1p-54
                       : __spirv_ocl_copysign(0.0, x);
  r = e >= 0x7ff ? __spirv_ocl_copysign((double)INFINITY, x) : r;
  return x == 0.0 || !__builtin_isfinite(x) ? x : r;
}

float _CLC_DEF __spirv_ocl_ldexp(float x, int k) {
  int kc = k < -300 ? -300 : k > 300 ? 300 : k;
  return (float)((double)x * as_double((long)(kc + 1023) << 52));
}

SPIRV_HALF_IN_FLOAT_INT(ldexp)

#define LDEXP_UINT(T)                                                          \
  T _CLC_DEF __spirv_ocl_ldexp(T x, uint k) {                                  \
    return __spirv_ocl_ldexp(x, k > INT_MAX ? INT_MAX : (int)k);               \
  }
LDEXP_UINT(_Float16)
LDEXP_UINT(float)
LDEXP_UINT(double)

#define SPIRV_FUNCTION __spirv_ocl_ldexp
#define SPIRV_ARITY 2
#define SPIRV_ARG2 IGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>
#undef SPIRV_ARG2
#define SPIRV_ARG2 UIGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* ldexp(x, k) = x * 2^k, correctly rounded, as at most three multiplications
 * by powers of two, each a normal number, of which only the last may round:
 * - 0 < k: 2^a 2^b 2^c with a + b + c = k; products with factors >= 1 are
 *   exact until they overflow, and then the result overflows too.
 * - -emin <= k <= 0 (emin = 126 for float, 1022 for double): 2^k once.
 * - k < -emin: 2^a 2^b, then 2^-(p + 2) (p = 24, 53). Where the result is
 *   at least half the smallest subnormal, x >= 2^(-emin - p - 1 - k), so
 *   x 2^(a+b) >= 2^(-emin + 1) is normal and exact, and the last product
 *   rounds once; below that every step stays under 2^(-emin + 1) and the
 *   result rounds to zero, as it should.
 * k is first clamped where the result is 0 or overflows whatever x is
 * (+-(emin + emax + p + 1)). The factors depend on k alone, so a loop over
 * x keeps three multiplications. Half in float, exact there. A uint k
 * beyond INT_MAX overflows like INT_MAX. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_ldexp(float x, int k) {
  k = k < -278 ? -278 : k > 278 ? 278 : k;
  int c = k < -126 ? -26 : k > 254 ? k - 254 : 0;
  int rest = k - c;
  int a = rest < -126 || rest > 127 ? rest >> 1 : rest;
  int b = rest - a;
  return x * as_float((a + 127) << 23) * as_float((b + 127) << 23) *
         as_float((c + 127) << 23);
}

double _CLC_DEF __spirv_ocl_ldexp(double x, int k) {
  k = k < -2099 ? -2099 : k > 2099 ? 2099 : k;
  int c = k < -1022 ? -55 : k > 2046 ? k - 2046 : 0;
  int rest = k - c;
  int a = rest < -1022 || rest > 1023 ? rest >> 1 : rest;
  int b = rest - a;
  return x * as_double((long)(a + 1023) << 52) *
         as_double((long)(b + 1023) << 52) *
         as_double((long)(c + 1023) << 52);
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

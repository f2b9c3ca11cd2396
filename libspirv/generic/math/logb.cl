/* logb: the exponent of x as a floating-point value (exact); -inf for +-0,
 * +inf for +-inf, the NaN for NaN. From the bits: a normal x's exponent
 * field minus the bias; x * x is +inf for +-inf and the NaN for a NaN.
 * Zeros and subnormals (whose exponent counts the leading zeros) take a
 * branch to a call, so that a loop over normal arguments pays one compare
 * for them, not a select of their whole computation. Half in float
 * (exact). */
#include <spirv/math/impl.h>

__attribute__((noinline)) static float logb_subnormal(uint a) {
  return a == 0 ? -INFINITY : (float)(-118 - (int)__builtin_clz(a));
}

float _CLC_DEF __spirv_ocl_logb(float x) {
  uint a = as_uint(x) & 0x7fffffffu;
  if (__builtin_expect(a < 0x00800000u, 0))
    return logb_subnormal(a);
  return a >= 0x7f800000u ? x * x : (float)((int)(a >> 23) - 127);
}

__attribute__((noinline)) static double logb_subnormal_double(ulong a) {
  return a == 0 ? -INFINITY : (double)(-1011 - (int)__builtin_clzl(a));
}

double _CLC_DEF __spirv_ocl_logb(double x) {
  uint hi = (uint)(as_ulong(x) >> 32) & 0x7fffffffu;
  if (__builtin_expect(hi < 0x00100000u, 0))
    return logb_subnormal_double(as_ulong(x) & 0x7fffffffffffffffu);
  return hi >= 0x7ff00000u ? x * x : (double)((int)(hi >> 20) - 1023);
}

SPIRV_HALF_IN_FLOAT_1(logb)

#define SPIRV_FUNCTION __spirv_ocl_logb
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

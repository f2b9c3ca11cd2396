/* tanpi(x) = tan(pi x), odd, so computed for a = |x| and given x's sign.
 * a = j/2 + r exactly (j = rint(2a), |r| <= 1/4); by j mod 4, tan(pi a) is
 * tan(pi r), cot(pi r'), -tan(pi r') or -cot(pi r) with r' = -r computed
 * as j/2 - a, so that every exact zero of r is +0: then tanpi of an even
 * integer is +0 and of an odd one -0, the poles at 2k + 1/2 are +inf and at
 * 2k + 3/2 -inf (before x's sign: OpenCL's signs). tan(pi r) = r P(s) / Q(s)
 * with s = r^2, the [2/2] (float) and [4/4] (double) Pade approximants of
 * tan(pi r) / r in s (relative error 2^-25, 2^-53 with the coefficients
 * rounded, mostly pi's own rounding); cot is Q / (r P), one division either
 * way: float's the numerator times rcp.approx.ftz (1 ulp; the divisor is
 * Q >= 0.6 or r P, at least pi 2^-25 or 0, never subnormal; the product
 * keeps a subnormal numerator), double's correctly rounded division.
 * float: a is first reduced mod 2 (exact; the period is 1, and the parity
 * decides the signs; inf and NaN become NaN), then 1.5 * 2^23 + 2a rounds
 * 2a to the integer j, in its low bits; r's flip is a select of two fmas. double: from 2^53 on a is an even
 * integer, tanpi(a) = +0 as for a = 0, which it is replaced with (a * 0,
 * also NaN for inf and NaN, so that 2a stays finite and j a small
 * integer). Half in float. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_tanpi(float x) {
  float a = __spirv_ocl_fabs(x);
  a = __spirv_ocl_fma(-2.0f, __spirv_ocl_floor(0.5f * a), a);
  float t = __spirv_ocl_fma(a, 2.0f, 0x1.8p23f);
  float j = t - 0x1.8p23f;
  uint q = as_uint(t);
  bool flip = (q + 1u) & 2u, odd = q & 1u;
  float r = flip ? __spirv_ocl_fma(j, 0.5f, -a) : __spirv_ocl_fma(j, -0.5f, a);
  float s = r * r;
  float p = r * __spirv_ocl_fma(__spirv_ocl_fma(s, 0x1.4b9a30p-2f, -0x1.b8fa68p+1f), s,
                                0x1.921fb6p+1f);
  float c = __spirv_ocl_fma(__spirv_ocl_fma(s, 0x1.8bd232p+0f, -0x1.18bc44p+2f), s, 1.0f);
  float v = (odd ? c : p) * __nvvm_rcp_approx_ftz_f(odd ? p : c);
  return as_float(as_uint(v) ^ ((q & 2u) << 30) ^ (as_uint(x) & 0x80000000u));
}

double _CLC_DEF __spirv_ocl_tanpi(double x) {
  double a = __spirv_ocl_fabs(x);
  a = a < 0x1p53 ? a : a * 0.0;
  double j = __spirv_ocl_rint(2.0 * a);
  ulong q = j < 0x1p54 ? (ulong)(long)j : 0u;
  ulong flip = (q ^ (q >> 1)) & 1u;
  double r = __spirv_ocl_fma(j, as_double(0xbfe0000000000000u ^ (flip << 63)),
                             as_double(as_ulong(a) ^ (flip << 63)));
  double s = r * r;
  double p = __spirv_ocl_fma(s, 0x1.c588f17d08677p-11, -0x1.636a56c2ce02cp-4);
  p = __spirv_ocl_fma(p, s, 0x1.33384252373a7p+0);
  p = __spirv_ocl_fma(p, s, -0x1.105e6dba69cbdp+2);
  p = r * __spirv_ocl_fma(p, s, 0x1.921fb54442d18p+1);
  double c = __spirv_ocl_fma(s, 0x1.96068cee156a7p-7, -0x1.8bf67aa8e30a0p-2);
  c = __spirv_ocl_fma(c, s, 0x1.5644d07ab92b4p+1);
  c = __spirv_ocl_fma(c, s, -0x1.293fcfa1c7dfep+2);
  c = __spirv_ocl_fma(c, s, 1.0);
  bool odd = q & 1u;
  double t = (odd ? c : p) / (odd ? p : c);
  return as_double(as_ulong(t) ^ ((q & 2u) << 62) ^ (as_ulong(x) & 0x8000000000000000u));
}

SPIRV_HALF_IN_FLOAT_1(tanpi)

#define SPIRV_FUNCTION __spirv_ocl_tanpi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

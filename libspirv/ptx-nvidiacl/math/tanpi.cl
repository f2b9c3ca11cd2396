/* tanpi(x) = tan(pi x). x = i + h/2 + r exactly, with i an integer, h in
 * {-1, 0, 1} and |r| <= 1/4; then tan(pi x) is tan(pi r) for h = 0 and
 * -1/tan(pi r) otherwise, with pi r as a double-double (tan's error plus the
 * division's: within 3 ulp of OpenCL's 6 where libdevice's tan is within
 * 2). The zeros and poles, where r = 0, get OpenCL's signs. float in
 * double, half in float. */
#include <spirv/math/impl.h>

double _CLC_DEF __spirv_ocl_tanpi(double x) {
  const double pi_hi = 0x1.921fb54442d18p+1, pi_lo = 0x1.1a62633145c07p-53;
  double r1 = x - __spirv_ocl_rint(x);
  double h = __spirv_ocl_rint(2.0 * r1);
  double r = __spirv_ocl_fma(-0.5, h, r1);
  double y_hi = r * pi_hi;
  double y_lo = __spirv_ocl_fma(r, pi_hi, -y_hi) + r * pi_lo;
  double t = __spirv_ocl_tan(y_hi);
  t = __spirv_ocl_fma(y_lo, __spirv_ocl_fma(t, t, 1.0), t);
  double result = h != 0.0 ? -1.0 / t : t;
  /* r = 0: x is an integer (h = 0), tanpi(x) = copysign(0, x) for even x
   * and copysign(0, -x) for odd x; or x = k + 1/2, tanpi(x) = +inf for
   * even k and -inf for odd k. */
  double k = __spirv_ocl_floor(x);
  bool odd_k = k * 0.5 != __spirv_ocl_trunc(k * 0.5);
  double zero = __spirv_ocl_copysign(0.0, odd_k ? -x : x);
  double pole = odd_k ? -INFINITY : INFINITY;
  return r == 0.0 ? (h != 0.0 ? pole : zero) : result;
}

float _CLC_DEF __spirv_ocl_tanpi(float x) {
  return (float)__spirv_ocl_tanpi((double)x);
}

SPIRV_HALF_IN_FLOAT_1(tanpi)

#define SPIRV_FUNCTION __spirv_ocl_tanpi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* half_tan (8192 ulp): on the reduced argument (half_approx.h), for |x| <=
 * 2^16: tan(r) = r P(s) / Q(s) (s = r^2), the [1/2] Pade approximant of
 * tan(r) / r in s (within 2^-18 relative for |r| <= pi/4), and in odd
 * quadrants -cot(r) = -Q / (r P): one division either way, the numerator
 * times rcp.approx.ftz (1 ulp; the divisor, Q >= 0.5 or r P with r at least
 * about 2^-30 away from a multiple of pi/2, is never subnormal). */
#include "half_approx.h"

float _CLC_DEF __spirv_ocl_half_tan(float x) {
  uint q;
  float r = half_trig_reduce(x, &q);
  float s = r * r;
  float p = r * __spirv_ocl_fma(s, -0x1.861862p-4f, 1.0f);
  float c = __spirv_ocl_fma(s, __spirv_ocl_fma(s, 0x1.381382p-7f, -0x1.b6db6ep-2f), 1.0f);
  bool odd = q & 1u;
  float v = (odd ? c : p) * __nvvm_rcp_approx_ftz_f(odd ? p : c);
  return odd ? -v : v;
}

#define SPIRV_FUNCTION __spirv_ocl_half_tan
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* half_tan (8192 ulp): sin / cos on the reduced argument (half_approx.h), for
 * |x| <= 2^16; div.approx is within 2 ulp for these divisors (>= 2^-30). */
#include "half_approx.h"

float _CLC_DEF __spirv_ocl_half_tan(float x) {
  int q;
  float r = half_trig_reduce(x, &q);
  float s = half_sin_reduced(r), c = half_cos_reduced(r);
  return q & 1 ? -__nvvm_div_approx_f(c, s) : __nvvm_div_approx_f(s, c);
}

#define SPIRV_FUNCTION __spirv_ocl_half_tan
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

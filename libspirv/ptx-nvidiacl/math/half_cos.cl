/* half_cos (8192 ulp): cos on the reduced argument (half_approx.h), for |x| <=
 * 2^16. */
#include "half_approx.h"

float _CLC_DEF __spirv_ocl_half_cos(float x) {
  int q;
  float r = half_trig_reduce(x, &q);
  float s = half_sin_reduced(r), c = half_cos_reduced(r);
  float v = q & 1 ? s : c;
  return (q + 1) & 2 ? -v : v;
}

#define SPIRV_FUNCTION __spirv_ocl_half_cos
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

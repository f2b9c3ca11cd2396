/* half_sin (8192 ulp): sin on the reduced argument (half_approx.h), for |x| <=
 * 2^16. */
#include "half_approx.h"

float _CLC_DEF __spirv_ocl_half_sin(float x) {
  uint q;
  float r = half_trig_reduce(x, &q);
  return half_sin_quadrant(r, q);
}

#define SPIRV_FUNCTION __spirv_ocl_half_sin
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

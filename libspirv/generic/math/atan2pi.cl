/* atan2pi: atan2 / pi (divide_by_pi.h): atan2's error, at most 3 ulp in CUDA's
 * tables, becomes at most 4.3 ulp, of OpenCL's 6. Half in float. */
#include "divide_by_pi.h"

float _CLC_DEF __spirv_ocl_atan2pi(float y, float x) {
  return divide_by_pi(__spirv_ocl_atan2(y, x));
}

double _CLC_DEF __spirv_ocl_atan2pi(double y, double x) {
  return divide_by_pi(__spirv_ocl_atan2(y, x));
}

SPIRV_HALF_IN_FLOAT_2(atan2pi)

#define SPIRV_FUNCTION __spirv_ocl_atan2pi
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* acospi: acos / pi (divide_by_pi.h): acos's error, at most 2 ulp in CUDA's
 * tables, becomes at most 3.1 ulp, of OpenCL's 5. Half in float. */
#include "divide_by_pi.h"

float _CLC_DEF __spirv_ocl_acospi(float x) {
  return divide_by_pi(__spirv_ocl_acos(x));
}

double _CLC_DEF __spirv_ocl_acospi(double x) {
  return divide_by_pi(__spirv_ocl_acos(x));
}

SPIRV_HALF_IN_FLOAT_1(acospi)

#define SPIRV_FUNCTION __spirv_ocl_acospi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

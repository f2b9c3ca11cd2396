/* acosh: float in double (libdevice's acoshf is documented at 4 ulp, all of
 * OpenCL's bound; __nv_acosh within 3 double ulp rounds to 0.5 float ulp).
 * double: __nv_acosh. Half in float. */
#include "libdevice.h"

LIBDEVICE_1(double, acosh, __nv_acosh)

float _CLC_DEF __spirv_ocl_acosh(float x) {
  return (float)__spirv_ocl_acosh((double)x);
}

SPIRV_HALF_IN_FLOAT_1(acosh)

#define SPIRV_FUNCTION __spirv_ocl_acosh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

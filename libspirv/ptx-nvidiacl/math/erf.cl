/* erf: libdevice's __nv_erff and __nv_erf; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, erf, __nv_erff)
LIBDEVICE_1(double, erf, __nv_erf)
SPIRV_HALF_IN_FLOAT_1(erf)

#define SPIRV_FUNCTION __spirv_ocl_erf
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

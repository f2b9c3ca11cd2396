/* sqrt: libdevice's __nv_sqrtf and __nv_sqrt; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, sqrt, __nv_sqrtf)
LIBDEVICE_1(double, sqrt, __nv_sqrt)
SPIRV_HALF_IN_FLOAT_1(sqrt)

#define SPIRV_FUNCTION __spirv_ocl_sqrt
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

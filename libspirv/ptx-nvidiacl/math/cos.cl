/* cos: libdevice's __nv_cosf and __nv_cos; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, cos, __nv_cosf)
LIBDEVICE_1(double, cos, __nv_cos)
SPIRV_HALF_IN_FLOAT_1(cos)

#define SPIRV_FUNCTION __spirv_ocl_cos
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

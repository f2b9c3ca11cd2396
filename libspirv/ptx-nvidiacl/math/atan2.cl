/* atan2: libdevice's __nv_atan2f and __nv_atan2; half in float. */
#include "libdevice.h"

LIBDEVICE_2(float, atan2, __nv_atan2f)
LIBDEVICE_2(double, atan2, __nv_atan2)
SPIRV_HALF_IN_FLOAT_2(atan2)

#define SPIRV_FUNCTION __spirv_ocl_atan2
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

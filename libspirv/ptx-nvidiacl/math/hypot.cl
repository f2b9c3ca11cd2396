/* hypot: libdevice's __nv_hypotf and __nv_hypot; half in float. */
#include "libdevice.h"

LIBDEVICE_2(float, hypot, __nv_hypotf)
LIBDEVICE_2(double, hypot, __nv_hypot)
SPIRV_HALF_IN_FLOAT_2(hypot)

#define SPIRV_FUNCTION __spirv_ocl_hypot
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

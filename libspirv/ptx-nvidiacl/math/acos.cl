/* acos: libdevice's __nv_acosf and __nv_acos; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, acos, __nv_acosf)
LIBDEVICE_1(double, acos, __nv_acos)
SPIRV_HALF_IN_FLOAT_1(acos)

#define SPIRV_FUNCTION __spirv_ocl_acos
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

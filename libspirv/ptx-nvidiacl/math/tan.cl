/* tan: libdevice's __nv_tanf and __nv_tan; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, tan, __nv_tanf)
LIBDEVICE_1(double, tan, __nv_tan)
SPIRV_HALF_IN_FLOAT_1(tan)

#define SPIRV_FUNCTION __spirv_ocl_tan
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* expm1: libdevice's __nv_expm1f and __nv_expm1; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, expm1, __nv_expm1f)
LIBDEVICE_1(double, expm1, __nv_expm1)
SPIRV_HALF_IN_FLOAT_1(expm1)

#define SPIRV_FUNCTION __spirv_ocl_expm1
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* exp10: libdevice's __nv_exp10f and __nv_exp10; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, exp10, __nv_exp10f)
LIBDEVICE_1(double, exp10, __nv_exp10)
SPIRV_HALF_IN_FLOAT_1(exp10)

#define SPIRV_FUNCTION __spirv_ocl_exp10
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

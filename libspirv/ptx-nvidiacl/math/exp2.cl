/* exp2: libdevice's __nv_exp2f and __nv_exp2; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, exp2, __nv_exp2f)
LIBDEVICE_1(double, exp2, __nv_exp2)
SPIRV_HALF_IN_FLOAT_1(exp2)

#define SPIRV_FUNCTION __spirv_ocl_exp2
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

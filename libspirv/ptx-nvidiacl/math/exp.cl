/* exp: libdevice's __nv_expf and __nv_exp; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, exp, __nv_expf)
LIBDEVICE_1(double, exp, __nv_exp)
SPIRV_HALF_IN_FLOAT_1(exp)

#define SPIRV_FUNCTION __spirv_ocl_exp
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

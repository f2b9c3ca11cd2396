/* asinh: libdevice's __nv_asinhf and __nv_asinh; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, asinh, __nv_asinhf)
LIBDEVICE_1(double, asinh, __nv_asinh)
SPIRV_HALF_IN_FLOAT_1(asinh)

#define SPIRV_FUNCTION __spirv_ocl_asinh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

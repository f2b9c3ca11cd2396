/* cosh: libdevice's __nv_coshf and __nv_cosh; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, cosh, __nv_coshf)
LIBDEVICE_1(double, cosh, __nv_cosh)
SPIRV_HALF_IN_FLOAT_1(cosh)

#define SPIRV_FUNCTION __spirv_ocl_cosh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* cbrt: libdevice's __nv_cbrtf and __nv_cbrt; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, cbrt, __nv_cbrtf)
LIBDEVICE_1(double, cbrt, __nv_cbrt)
SPIRV_HALF_IN_FLOAT_1(cbrt)

#define SPIRV_FUNCTION __spirv_ocl_cbrt
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

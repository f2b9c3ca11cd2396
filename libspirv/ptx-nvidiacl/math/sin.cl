/* sin: libdevice's __nv_sinf and __nv_sin; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, sin, __nv_sinf)
LIBDEVICE_1(double, sin, __nv_sin)
SPIRV_HALF_IN_FLOAT_1(sin)

#define SPIRV_FUNCTION __spirv_ocl_sin
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* pow: libdevice's __nv_powf and __nv_pow; half in float. */
#include "libdevice.h"

LIBDEVICE_2(float, pow, __nv_powf)
LIBDEVICE_2(double, pow, __nv_pow)
SPIRV_HALF_IN_FLOAT_2(pow)

#define SPIRV_FUNCTION __spirv_ocl_pow
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* remainder: libdevice's __nv_remainderf and __nv_remainder; half in float. */
#include "libdevice.h"

LIBDEVICE_2(float, remainder, __nv_remainderf)
LIBDEVICE_2(double, remainder, __nv_remainder)
SPIRV_HALF_IN_FLOAT_2(remainder)

#define SPIRV_FUNCTION __spirv_ocl_remainder
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

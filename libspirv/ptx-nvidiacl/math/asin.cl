/* asin: libdevice's __nv_asinf and __nv_asin; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, asin, __nv_asinf)
LIBDEVICE_1(double, asin, __nv_asin)
SPIRV_HALF_IN_FLOAT_1(asin)

#define SPIRV_FUNCTION __spirv_ocl_asin
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

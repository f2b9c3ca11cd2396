/* lgamma: libdevice's __nv_lgammaf and __nv_lgamma; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, lgamma, __nv_lgammaf)
LIBDEVICE_1(double, lgamma, __nv_lgamma)
SPIRV_HALF_IN_FLOAT_1(lgamma)

#define SPIRV_FUNCTION __spirv_ocl_lgamma
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

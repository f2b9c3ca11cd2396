/* erfc: libdevice's __nv_erfcf and __nv_erfc; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, erfc, __nv_erfcf)
LIBDEVICE_1(double, erfc, __nv_erfc)
SPIRV_HALF_IN_FLOAT_1(erfc)

#define SPIRV_FUNCTION __spirv_ocl_erfc
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

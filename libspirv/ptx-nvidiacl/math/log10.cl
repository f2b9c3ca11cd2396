/* log10: libdevice's __nv_log10f and __nv_log10; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, log10, __nv_log10f)
LIBDEVICE_1(double, log10, __nv_log10)
SPIRV_HALF_IN_FLOAT_1(log10)

#define SPIRV_FUNCTION __spirv_ocl_log10
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

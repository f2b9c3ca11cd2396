/* log2: libdevice's __nv_log2f and __nv_log2; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, log2, __nv_log2f)
LIBDEVICE_1(double, log2, __nv_log2)
SPIRV_HALF_IN_FLOAT_1(log2)

#define SPIRV_FUNCTION __spirv_ocl_log2
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

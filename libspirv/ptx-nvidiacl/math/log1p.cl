/* log1p: libdevice's __nv_log1pf and __nv_log1p; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, log1p, __nv_log1pf)
LIBDEVICE_1(double, log1p, __nv_log1p)
SPIRV_HALF_IN_FLOAT_1(log1p)

#define SPIRV_FUNCTION __spirv_ocl_log1p
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

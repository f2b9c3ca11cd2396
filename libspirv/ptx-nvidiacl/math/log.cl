/* log: libdevice's __nv_logf and __nv_log; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, log, __nv_logf)
LIBDEVICE_1(double, log, __nv_log)
SPIRV_HALF_IN_FLOAT_1(log)

#define SPIRV_FUNCTION __spirv_ocl_log
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

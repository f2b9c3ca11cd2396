/* atan: libdevice's __nv_atanf and __nv_atan; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, atan, __nv_atanf)
LIBDEVICE_1(double, atan, __nv_atan)
SPIRV_HALF_IN_FLOAT_1(atan)

#define SPIRV_FUNCTION __spirv_ocl_atan
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* atanh: libdevice's __nv_atanhf and __nv_atanh; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, atanh, __nv_atanhf)
LIBDEVICE_1(double, atanh, __nv_atanh)
SPIRV_HALF_IN_FLOAT_1(atanh)

#define SPIRV_FUNCTION __spirv_ocl_atanh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

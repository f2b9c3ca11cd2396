/* sinh: libdevice's __nv_sinhf and __nv_sinh; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, sinh, __nv_sinhf)
LIBDEVICE_1(double, sinh, __nv_sinh)
SPIRV_HALF_IN_FLOAT_1(sinh)

#define SPIRV_FUNCTION __spirv_ocl_sinh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* fmod: libdevice's __nv_fmodf and __nv_fmod; half in float. */
#include "libdevice.h"

LIBDEVICE_2(float, fmod, __nv_fmodf)
LIBDEVICE_2(double, fmod, __nv_fmod)
SPIRV_HALF_IN_FLOAT_2(fmod)

#define SPIRV_FUNCTION __spirv_ocl_fmod
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

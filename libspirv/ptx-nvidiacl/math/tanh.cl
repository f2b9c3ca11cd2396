/* tanh: libdevice's __nv_tanhf and __nv_tanh; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, tanh, __nv_tanhf)
LIBDEVICE_1(double, tanh, __nv_tanh)
SPIRV_HALF_IN_FLOAT_1(tanh)

#define SPIRV_FUNCTION __spirv_ocl_tanh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

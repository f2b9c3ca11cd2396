/* tgamma: libdevice's __nv_tgammaf and __nv_tgamma; half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, tgamma, __nv_tgammaf)
LIBDEVICE_1(double, tgamma, __nv_tgamma)
SPIRV_HALF_IN_FLOAT_1(tgamma)

#define SPIRV_FUNCTION __spirv_ocl_tgamma
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

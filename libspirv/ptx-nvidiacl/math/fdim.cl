/* fdim: libdevice's __nv_fdimf and __nv_fdim; half in float. */
#include "libdevice.h"

LIBDEVICE_2(float, fdim, __nv_fdimf)
LIBDEVICE_2(double, fdim, __nv_fdim)
SPIRV_HALF_IN_FLOAT_2(fdim)

#define SPIRV_FUNCTION __spirv_ocl_fdim
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

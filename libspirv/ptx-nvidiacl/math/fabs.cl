/* fabs: libdevice's __nv_fabsf and __nv_fabs; half on the f16 fabs. */
#include "libdevice.h"

LIBDEVICE_1(float, fabs, __nv_fabsf)
LIBDEVICE_1(double, fabs, __nv_fabs)
_Float16 _CLC_DEF __spirv_ocl_fabs(_Float16 x) { return __builtin_fabsf16(x); }

#define SPIRV_FUNCTION __spirv_ocl_fabs
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

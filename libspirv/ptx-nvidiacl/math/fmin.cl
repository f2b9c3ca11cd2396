/* fmin: libdevice's __nv_fminf and __nv_fmin; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_2(float, fmin, __nv_fminf)
LIBDEVICE_2(double, fmin, __nv_fmin)
_Float16 _CLC_DEF __spirv_ocl_fmin(_Float16 x, _Float16 y) { return __builtin_fminf16(x, y); }

#define SPIRV_FUNCTION __spirv_ocl_fmin
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* rint: libdevice's __nv_rintf and __nv_rint; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_1(float, rint, __nv_rintf)
LIBDEVICE_1(double, rint, __nv_rint)
_Float16 _CLC_DEF __spirv_ocl_rint(_Float16 x) { return __builtin_rintf16(x); }

#define SPIRV_FUNCTION __spirv_ocl_rint
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

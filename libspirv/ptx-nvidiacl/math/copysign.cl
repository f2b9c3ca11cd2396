/* copysign: libdevice's __nv_copysignf and __nv_copysign; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_2(float, copysign, __nv_copysignf)
LIBDEVICE_2(double, copysign, __nv_copysign)
_Float16 _CLC_DEF __spirv_ocl_copysign(_Float16 x, _Float16 y) { return __builtin_copysignf16(x, y); }

#define SPIRV_FUNCTION __spirv_ocl_copysign
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

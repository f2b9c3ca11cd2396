/* trunc: libdevice's __nv_truncf and __nv_trunc; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_1(float, trunc, __nv_truncf)
LIBDEVICE_1(double, trunc, __nv_trunc)
_Float16 _CLC_DEF __spirv_ocl_trunc(_Float16 x) { return __builtin_truncf16(x); }

#define SPIRV_FUNCTION __spirv_ocl_trunc
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

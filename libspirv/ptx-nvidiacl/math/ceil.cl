/* ceil: libdevice's __nv_ceilf and __nv_ceil; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_1(float, ceil, __nv_ceilf)
LIBDEVICE_1(double, ceil, __nv_ceil)
_Float16 _CLC_DEF __spirv_ocl_ceil(_Float16 x) { return __builtin_ceilf16(x); }

#define SPIRV_FUNCTION __spirv_ocl_ceil
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

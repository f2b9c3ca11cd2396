/* round: libdevice's __nv_roundf and __nv_round; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_1(float, round, __nv_roundf)
LIBDEVICE_1(double, round, __nv_round)
_Float16 _CLC_DEF __spirv_ocl_round(_Float16 x) { return __builtin_roundf16(x); }

#define SPIRV_FUNCTION __spirv_ocl_round
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

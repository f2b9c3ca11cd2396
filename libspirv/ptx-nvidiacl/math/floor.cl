/* floor: libdevice's __nv_floorf and __nv_floor; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_1(float, floor, __nv_floorf)
LIBDEVICE_1(double, floor, __nv_floor)
_Float16 _CLC_DEF __spirv_ocl_floor(_Float16 x) { return __builtin_floorf16(x); }

#define SPIRV_FUNCTION __spirv_ocl_floor
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* fmax: libdevice's __nv_fmaxf and __nv_fmax; half on the f16 instruction. */
#include "libdevice.h"

LIBDEVICE_2(float, fmax, __nv_fmaxf)
LIBDEVICE_2(double, fmax, __nv_fmax)
_Float16 _CLC_DEF __spirv_ocl_fmax(_Float16 x, _Float16 y) { return __builtin_fmaxf16(x, y); }

#define SPIRV_FUNCTION __spirv_ocl_fmax
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

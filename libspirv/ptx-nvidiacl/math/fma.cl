/* fma: libdevice's __nv_fmaf and __nv_fma; half on fma.rn.f16. */
#include "libdevice.h"

float __nv_fmaf(float, float, float);
double __nv_fma(double, double, double);
float _CLC_DEF __spirv_ocl_fma(float x, float y, float z) { return __nv_fmaf(x, y, z); }
double _CLC_DEF __spirv_ocl_fma(double x, double y, double z) { return __nv_fma(x, y, z); }
_Float16 _CLC_DEF __spirv_ocl_fma(_Float16 x, _Float16 y, _Float16 z) {
  return __builtin_fmaf16(x, y, z);
}

#define SPIRV_FUNCTION __spirv_ocl_fma
#define SPIRV_ARITY 3
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

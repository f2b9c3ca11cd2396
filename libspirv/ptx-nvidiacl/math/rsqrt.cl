/* rsqrt. float: rsqrt.approx.f32 (2 ulp in CUDA's tables for rsqrtf, at
 * OpenCL's bound of 2 before its own rounding) and one Newton step,
 * y (1 + (1 - x y^2) / 2): within 1 ulp; the instruction's own result for
 * +-0 and +inf, where the step would make a NaN. double: libdevice's
 * __nv_rsqrt. Half in float. */
#include "libdevice.h"

float _CLC_DEF __spirv_ocl_rsqrt(float x) {
  float y = __nvvm_rsqrt_approx_f(x);
  float e = __spirv_ocl_fma(-x * y, y, 1.0f);
  float r = __spirv_ocl_fma(0.5f * y, e, y);
  return x == 0.0f || __builtin_isinf(x) ? y : r;
}

LIBDEVICE_1(double, rsqrt, __nv_rsqrt)
SPIRV_HALF_IN_FLOAT_1(rsqrt)

#define SPIRV_FUNCTION __spirv_ocl_rsqrt
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

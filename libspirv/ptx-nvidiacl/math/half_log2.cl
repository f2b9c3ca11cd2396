/* half_log2 (8192 ulp): lg2.approx.f32, or near 1 the series of half_approx.h.
 */
#include "half_approx.h"

float _CLC_DEF __spirv_ocl_half_log2(float x) {
  return half_near_one(x) ? half_ln_near_one(x - 1.0f) * 0x1.715476p+0f
                          : __nvvm_lg2_approx_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_half_log2
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

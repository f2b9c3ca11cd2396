/* half_rsqrt (8192 ulp): rsqrt.approx.f32 (about 2 ulp). */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_rsqrt(float x) {
  return __nvvm_rsqrt_approx_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_half_rsqrt
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

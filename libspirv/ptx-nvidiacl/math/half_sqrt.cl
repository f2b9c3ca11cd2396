/* half_sqrt (8192 ulp): sqrt.approx.f32 (a few ulp). */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_sqrt(float x) {
  return __nvvm_sqrt_approx_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_half_sqrt
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

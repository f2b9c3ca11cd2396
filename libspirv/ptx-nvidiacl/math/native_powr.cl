/* native_powr: ex2.approx.ftz.f32(y * lg2.approx.ftz.f32(x)), CUDA's __powf:
 * lg2's error scaled by |y|. Its special cases are powr's (NaN for x < 0, 0^0,
 * inf^0, 1^inf) by IEEE arithmetic on infinities. Subnormals flush to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_powr(float x, float y) {
  return __nvvm_ex2_approx_ftz_f(y * __nvvm_lg2_approx_ftz_f(x));
}

#define SPIRV_FUNCTION __spirv_ocl_native_powr
#define SPIRV_ARITY 2
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

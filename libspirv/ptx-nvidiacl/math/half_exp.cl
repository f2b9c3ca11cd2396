/* half_exp (8192 ulp): ex2.approx.f32 of x * log2(e): the product's rounding,
 * scaled by |x * log2(e)| <= 150, is at most 2^-16.8 in the exponent, 110 ulp.
 */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_exp(float x) {
  return __nvvm_ex2_approx_f(x * 0x1.715476p+0f);
}

#define SPIRV_FUNCTION __spirv_ocl_half_exp
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

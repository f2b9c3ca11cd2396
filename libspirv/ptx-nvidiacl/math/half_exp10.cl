/* half_exp10 (8192 ulp): ex2.approx.f32 of x * log2(10): at most 2^-16.8 in the
 * exponent from the product's rounding, 110 ulp. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_exp10(float x) {
  return __nvvm_ex2_approx_f(x * 0x1.a934fp+1f);
}

#define SPIRV_FUNCTION __spirv_ocl_half_exp10
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

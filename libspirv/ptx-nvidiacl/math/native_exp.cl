/* native_exp: ex2.approx.ftz.f32 of x * log2(e), CUDA's __expf: about
 * 2 + 1.2 |x| ulp (the product's rounding, scaled by |x|). Subnormals flush
 * to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_exp(float x) {
  return __nvvm_ex2_approx_ftz_f(x * 0x1.715476p+0f);
}

#define SPIRV_FUNCTION __spirv_ocl_native_exp
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

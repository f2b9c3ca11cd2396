/* native_exp2: ex2.approx.ftz.f32: about 2 ulp; subnormal arguments and results
 * flush to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_exp2(float x) {
  return __nvvm_ex2_approx_ftz_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_native_exp2
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

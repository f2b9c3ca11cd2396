/* native_tan: sin.approx / cos.approx (div.approx), CUDA's __tanf: the two
 * absolute errors, amplified near the poles. Subnormals flush to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_tan(float x) {
  return __nvvm_div_approx_ftz_f(__nvvm_sin_approx_ftz_f(x),
                                 __nvvm_cos_approx_ftz_f(x));
}

#define SPIRV_FUNCTION __spirv_ocl_native_tan
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* native_cos: cos.approx.ftz.f32, CUDA's __cosf: absolute error about 2^-21.4
 * on
 * [-pi, pi], growing with |x| beyond. Subnormal x flushes to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_cos(float x) {
  return __nvvm_cos_approx_ftz_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_native_cos
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* native_log2: lg2.approx.ftz.f32, CUDA's __log2f: absolute error about 2^-22
 * on [0.5, 2], about 2 ulp elsewhere. Subnormal x flushes to zero (-inf). */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_log2(float x) {
  return __nvvm_lg2_approx_ftz_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_native_log2
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* native_log10: lg2.approx.ftz.f32 * log10(2), CUDA's __log10f: absolute error
 * about 2^-22 on [0.5, 2], about 3 ulp elsewhere. Subnormal x flushes to zero.
 */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_log10(float x) {
  return __nvvm_lg2_approx_ftz_f(x) * 0x1.344136p-2f;
}

#define SPIRV_FUNCTION __spirv_ocl_native_log10
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

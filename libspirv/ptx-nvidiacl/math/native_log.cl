/* native_log: lg2.approx.ftz.f32 * ln 2, CUDA's __logf: absolute error about
 * 2^-21.4 on [0.5, 2], about 3 ulp elsewhere. Subnormal x flushes to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_log(float x) {
  return __nvvm_lg2_approx_ftz_f(x) * 0x1.62e43p-1f;
}

#define SPIRV_FUNCTION __spirv_ocl_native_log
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

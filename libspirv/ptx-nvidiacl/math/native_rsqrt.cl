/* native_rsqrt: rsqrt.approx.ftz.f32, CUDA's rsqrtf: about 2 ulp. Subnormal x
 * flushes to zero (+-inf). */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_rsqrt(float x) {
  return __nvvm_rsqrt_approx_ftz_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_native_rsqrt
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

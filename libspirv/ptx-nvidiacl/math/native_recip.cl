/* native_recip: rcp.approx.ftz.f32: about 1 ulp; results beyond 2^126 in
 * magnitude are subnormal and flush to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_recip(float x) {
  return __nvvm_rcp_approx_ftz_f(x);
}

#define SPIRV_FUNCTION __spirv_ocl_native_recip
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* half_exp2 (8192 ulp): ex2.approx.f32 (about 2 ulp, subnormal results kept).
 */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_exp2(float x) { return __nvvm_ex2_approx_f(x); }

#define SPIRV_FUNCTION __spirv_ocl_half_exp2
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

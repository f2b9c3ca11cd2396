/* native_divide: div.approx.ftz.f32, CUDA's __fdividef: x * (1/y), about 2 ulp
 * for |y| in [2^-126, 2^126]; 0 for larger |y|. Subnormals flush to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_divide(float x, float y) {
  return __nvvm_div_approx_ftz_f(x, y);
}

#define SPIRV_FUNCTION __spirv_ocl_native_divide
#define SPIRV_ARITY 2
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* native_exp10: ex2.approx.ftz.f32 of x * log2(10), CUDA's __exp10f: about
 * 2 + 3 |x| ulp. Subnormals flush to zero. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_native_exp10(float x) {
  return __nvvm_ex2_approx_ftz_f(x * 0x1.a934fp+1f);
}

#define SPIRV_FUNCTION __spirv_ocl_native_exp10
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

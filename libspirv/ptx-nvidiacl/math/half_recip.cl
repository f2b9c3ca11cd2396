/* half_recip (8192 ulp): rcp.approx.f32, within 1 ulp over the whole range
 * (subnormal results kept, unlike the ftz form); no clang builtin has the
 * non-ftz form. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_recip(float x) {
  float r;
  __asm__("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(x));
  return r;
}

#define SPIRV_FUNCTION __spirv_ocl_half_recip
#define SPIRV_ARITY 1
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

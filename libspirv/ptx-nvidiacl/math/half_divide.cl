/* half_divide (8192 ulp): div.full.f32, within 2 ulp over the whole range
 * (div.approx loses |y| > 2^126); no clang builtin has it. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_divide(float x, float y) {
  float r;
  __asm__("div.full.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y));
  return r;
}

#define SPIRV_FUNCTION __spirv_ocl_half_divide
#define SPIRV_ARITY 2
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* half_powr (8192 ulp): ex2.approx.f32(y * log2(x)). The exponent's error must
 * stay under about 2^-12: |y log2 x| <= 150 for a finite nonzero result, so
 * log2(x) must be within 2^-20 relative. lg2.approx is, where
 * |log2 x| >= 0.3 (|x - 1| >= 1/4); nearer 1, ln x = 2 atanh(s) with
 * s = (x - 1) / (x + 1), |s| < 1/7, to s^7 (within 2^-25). powr's special
 * cases (NaN for x < 0, 0^0, inf^0, 1^inf) follow from IEEE arithmetic on
 * infinities. */
#include <spirv/math/impl.h>

float _CLC_DEF __spirv_ocl_half_powr(float x, float y) {
  float s = __nvvm_div_approx_f(x - 1.0f, x + 1.0f), s2 = s * s;
  float p = __spirv_ocl_fma(s2, 0x1.24924ap-3f, 0x1.99999ap-3f);
  p = __spirv_ocl_fma(s2, p, 0x1.555556p-2f);
  float near_one = 2.0f * __spirv_ocl_fma(s * s2, p, s) * 0x1.715476p+0f;
  float l =
      __builtin_fabsf(x - 1.0f) < 0.25f ? near_one : __nvvm_lg2_approx_f(x);
  return __nvvm_ex2_approx_f(y * l);
}

#define SPIRV_FUNCTION __spirv_ocl_half_powr
#define SPIRV_ARITY 2
#define SPIRV_FLOAT_ONLY
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

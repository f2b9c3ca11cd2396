/* fast_normalize(p) = p * rsqrt.approx(p.x^2 + ...) (OpenCL's half_rsqrt:
 * 8192 + n ulp allowed), p itself when the sum of squares is 0, normalize(p)
 * when it is subnormal; undefined when the sum overflows. A scalar
 * normalizes to +-1. */
#include <spirv/spirv.h>

#define SPIRV_BODY <fast_normalize.inc>
#include <spirv/gentype/floatn.inc>

/* length(p) = sqrt(p.x^2 + p.y^2 + ...): an fma chain and a correctly
 * rounded sqrt, within n/2 + 0.5 ulp (OpenCL: 2.75 + n/2 for float,
 * 5.5 + n for double). When the sum of squares overflows or falls below
 * the normal range, p is first scaled by a power of two (exact) and the
 * root scaled back. A scalar's length is its magnitude. half computes in
 * float, within 0.5 ulp of the rounded result. */
#include <spirv/spirv.h>

#define SPIRV_BODY <length.inc>
#include <spirv/gentype/floatn.inc>

/* normalize(p) = p / length(p), as p * (1 / sqrt(p.x^2 + ...)) with correctly
 * rounded sqrt and reciprocal: within n/2 + 2.5 ulp (OpenCL: 2 + n for
 * float, 4.5 + n for double). Following OpenCL: an all-zero p is returned
 * as is, a NaN component makes every component NaN, and infinite components
 * become +-1 and the others +-0 before normalizing. Sums of squares outside
 * the normal range are avoided by scaling p by a power of two first. A
 * scalar normalizes to +-1. half computes in float. */
#include <spirv/spirv.h>

#define SPIRV_BODY <normalize.inc>
#include <spirv/gentype/floatn.inc>

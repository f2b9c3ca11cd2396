/* fast_length(p) = sqrt.approx of the sum of squares (OpenCL's half_sqrt:
 * 8191.5 + n ulp allowed; the sum overflows as the definition does). A
 * scalar's length is its magnitude. */
#include <spirv/spirv.h>

#define SPIRV_BODY <fast_length.inc>
#include <spirv/gentype/floatn.inc>

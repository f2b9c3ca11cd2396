/* mix(x, y, a) = x + (y - x) * a, as one fma after the subtraction. */
#include <spirv/spirv.h>

#define SPIRV_BODY <mix.inc>
#include <spirv/gentype/floatn.inc>

/* sign(x): 1.0 for x > 0, -1.0 for x < 0, x itself for +-0.0, 0.0 for NaN. */
#include <spirv/spirv.h>

#define SPIRV_BODY <sign.inc>
#include <spirv/gentype/floatn.inc>

/* step(edge, x): 0.0 if x < edge, else 1.0 (so 1.0 when either is NaN). */
#include <spirv/spirv.h>

#define SPIRV_BODY <step.inc>
#include <spirv/gentype/floatn.inc>

/* smoothstep(edge0, edge1, x): t = clamp((x - edge0) / (edge1 - edge0), 0, 1),
 * then t * t * (3 - 2 * t). When edge1 - edge0 overflows, the edges and x
 * are halved first (the ratio is the same). half computes in float.
 * Undefined when edge0 >= edge1. */
#include <spirv/spirv.h>

#define SPIRV_BODY <smoothstep.inc>
#include <spirv/gentype/floatn.inc>

/* fast_distance(p0, p1) = fast_length(p0 - p1). */
#include <spirv/spirv.h>

#define SPIRV_BODY <fast_distance.inc>
#include <spirv/gentype/floatn.inc>

/* distance(p0, p1) = length(p0 - p1); half subtracts and measures in float. */
#include <spirv/spirv.h>

#define SPIRV_BODY <distance.inc>
#include <spirv/gentype/floatn.inc>

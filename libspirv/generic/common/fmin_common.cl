/* fmin_common(x, y): y if y < x, else x; undefined for NaN and infinite
 * operands, so PTX min (which also answers those sensibly) is exact. */
#include <spirv/spirv.h>

#define SPIRV_BODY <fmin_common.inc>
#include <spirv/gentype/floatn.inc>

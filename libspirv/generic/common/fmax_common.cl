/* fmax_common(x, y): y if x < y, else x; undefined for NaN and infinite
 * operands, so PTX max (which also answers those sensibly) is exact. */
#include <spirv/spirv.h>

#define SPIRV_BODY <fmax_common.inc>
#include <spirv/gentype/floatn.inc>

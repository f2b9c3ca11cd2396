/* fclamp(x, minval, maxval) = fmin(fmax(x, minval), maxval): PTX max and min
 * (half promotes to float before sm_80). Undefined when minval > maxval. */
#include <spirv/spirv.h>

#define SPIRV_BODY <fclamp.inc>
#include <spirv/gentype/floatn.inc>

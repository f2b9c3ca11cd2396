/* __spirv_ocl_{s,u}_clamp: min(max(x, minval), maxval); undefined (not
 * trapping) when minval > maxval. */
#include <spirv/spirv.h>

#define SPIRV_BODY "clamp.inc"
#include <spirv/gentype/integern.inc>

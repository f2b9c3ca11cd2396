/* __spirv_ocl_{s,u}_upsample: hi in the upper and lo in the lower half of
 * the double-width result. */
#include <spirv/spirv.h>

#define SPIRV_BODY "upsample.inc"
#include <spirv/gentype/integern.inc>

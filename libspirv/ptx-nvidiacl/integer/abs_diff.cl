/* __spirv_ocl_{s,u}_abs_diff: |x - y| in the unsigned type, without overflow
 * (PTX sad for 32 bits). */
#include <spirv/spirv.h>

#define SPIRV_BODY "abs_diff.inc"
#include <spirv/gentype/integern.inc>

/* __spirv_ocl_{s,u}_rhadd: (x + y + 1) >> 1 without overflowing the
 * intermediate sum. */
#include <spirv/spirv.h>

#define SPIRV_BODY "rhadd.inc"
#include <spirv/gentype/integern.inc>

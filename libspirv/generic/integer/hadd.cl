/* __spirv_ocl_{s,u}_hadd: (x + y) >> 1 without overflowing the intermediate
 * sum. */
#include <spirv/spirv.h>

#define SPIRV_BODY "hadd.inc"
#include <spirv/gentype/integern.inc>

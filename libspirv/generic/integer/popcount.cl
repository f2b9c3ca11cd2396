/* __spirv_ocl_popcount: set bits (PTX popc). */
#include <spirv/spirv.h>

#define SPIRV_BODY "popcount.inc"
#include <spirv/gentype/integern.inc>

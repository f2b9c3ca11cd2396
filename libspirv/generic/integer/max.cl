/* __spirv_ocl_{s,u}_max: component-wise selects (PTX max). */
#include <spirv/spirv.h>

#define SPIRV_BODY "max.inc"
#include <spirv/gentype/integern.inc>

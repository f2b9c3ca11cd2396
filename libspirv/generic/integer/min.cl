/* __spirv_ocl_{s,u}_min: component-wise selects (PTX min). */
#include <spirv/spirv.h>

#define SPIRV_BODY "min.inc"
#include <spirv/gentype/integern.inc>

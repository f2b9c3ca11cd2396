/* __spirv_ocl_{s,u}_mad24: mul24(x, y) + z (PTX mad24.lo). */
#include <spirv/spirv.h>

#define SPIRV_BODY "mad24.inc"
#include <spirv/gentype/integern.inc>

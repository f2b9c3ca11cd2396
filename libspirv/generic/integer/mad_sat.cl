/* __spirv_ocl_{s,u}_mad_sat: a * b + c, saturated to the type's range. */
#include <spirv/spirv.h>

#define SPIRV_BODY "mad_sat.inc"
#include <spirv/gentype/integern.inc>

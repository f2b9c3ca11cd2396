/* __spirv_ocl_{s,u}_mad_hi: mul_hi(a, b) + c, wrapping. */
#include <spirv/spirv.h>

#define SPIRV_BODY "mad_hi.inc"
#include <spirv/gentype/integern.inc>

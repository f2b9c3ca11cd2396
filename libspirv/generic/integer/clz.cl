/* __spirv_ocl_clz: leading zero bits; the width of the type for 0 (PTX clz). */
#include <spirv/spirv.h>

#define SPIRV_BODY "clz.inc"
#include <spirv/gentype/integern.inc>

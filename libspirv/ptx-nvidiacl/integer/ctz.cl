/* __spirv_ocl_ctz: trailing zero bits; the width of the type for 0 (PTX brev
 * then clz). */
#include <spirv/spirv.h>

#define SPIRV_BODY "ctz.inc"
#include <spirv/gentype/integern.inc>

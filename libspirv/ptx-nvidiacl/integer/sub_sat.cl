/* __spirv_ocl_{s,u}_sub_sat: x - y saturated (PTX sub.sat.s32 for int, the
 * only type with .sat). */
#include <spirv/spirv.h>

#define SPIRV_BODY "sub_sat.inc"
#include <spirv/gentype/integern.inc>

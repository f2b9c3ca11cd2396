/* __spirv_ocl_{s,u}_add_sat: x + y saturated (PTX add.sat.s32 for int, the
 * only type with .sat). */
#include <spirv/spirv.h>

#define SPIRV_BODY "add_sat.inc"
#include <spirv/gentype/integern.inc>

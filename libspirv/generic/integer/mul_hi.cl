/* __spirv_ocl_{s,u}_mul_hi: the high half of the double-width product (PTX
 * mul.hi). */
#include <spirv/spirv.h>

#define SPIRV_BODY "mul_hi.inc"
#include <spirv/gentype/integern.inc>

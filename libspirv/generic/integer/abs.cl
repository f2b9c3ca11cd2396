/* __spirv_ocl_s_abs and __spirv_ocl_u_abs: |x| in the unsigned type, so abs
 * of the most negative value is exact. */
#include <spirv/spirv.h>

#define SPIRV_BODY "abs.inc"
#include <spirv/gentype/integern.inc>

/* cross(p0, p1) of the xyz components, each one fma after one product:
 * within 1.5 * eps * max^2 (OpenCL: 3 * eps * max^2); w is 0. half
 * computes in float, so no product overflows before the difference. */
#include <spirv/spirv.h>

#define SPIRV_BODY <cross.inc>
#include <spirv/gentype/floatn.inc>

/* OpenCL extended-instruction common builtins (__spirv_ocl_fclamp, degrees,
 * radians, sign, fmax_common, fmin_common, step, mix, smoothstep) for half,
 * float and double, scalar and vectors of 2, 3, 4, 8 and 16. */
#ifndef SPIRV_COMMON_H
#define SPIRV_COMMON_H

#define SPIRV_BODY <spirv/common/decl.inc>
#include <spirv/gentype/floatn.inc>

#endif

/* acosh: libdevice's __nv_acoshf and __nv_acosh (acoshf is documented at
 * 4 ulp, OpenCL's bound; the GPU test measures it). Half in float. */
#include "libdevice.h"

LIBDEVICE_1(float, acosh, __nv_acoshf)
LIBDEVICE_1(double, acosh, __nv_acosh)
SPIRV_HALF_IN_FLOAT_1(acosh)

#define SPIRV_FUNCTION __spirv_ocl_acosh
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

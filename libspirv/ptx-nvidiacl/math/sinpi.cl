/* sinpi: libdevice's __nv_sinpif and __nv_sinpi as they are. sin(pi x) is
 * 0 only at the integers, where OpenCL wants x's sign (sinpi(+n) = +0,
 * sinpi(-n) = -0); libdevice does not document it, but both end with
 * `if (x == trunc(x)) r = x * 0`, which is that zero (and NaN for +-inf),
 * so no fix-up follows (one cost 3-9% against nvcc). The GPU accuracy
 * test checks those signs exactly. Half in float. */
#include "libdevice.h"

float __nv_sinpif(float);
double __nv_sinpi(double);

float _CLC_DEF __spirv_ocl_sinpi(float x) { return __nv_sinpif(x); }

double _CLC_DEF __spirv_ocl_sinpi(double x) { return __nv_sinpi(x); }

SPIRV_HALF_IN_FLOAT_1(sinpi)

#define SPIRV_FUNCTION __spirv_ocl_sinpi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* sinpi: libdevice's __nv_sinpif and __nv_sinpi, with OpenCL's zeros:
 * sin(pi x) is 0 only at the integers, where OpenCL wants x's sign
 * (sinpi(+n) = +0, sinpi(-n) = -0), which libdevice does not document.
 * Half in float. */
#include "libdevice.h"

float __nv_sinpif(float);
double __nv_sinpi(double);

float _CLC_DEF __spirv_ocl_sinpi(float x) {
  float r = __nv_sinpif(x);
  return r == 0.0f ? __spirv_ocl_copysign(0.0f, x) : r;
}

double _CLC_DEF __spirv_ocl_sinpi(double x) {
  double r = __nv_sinpi(x);
  return r == 0.0 ? __spirv_ocl_copysign(0.0, x) : r;
}

SPIRV_HALF_IN_FLOAT_1(sinpi)

#define SPIRV_FUNCTION __spirv_ocl_sinpi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* cospi: libdevice's __nv_cospif and __nv_cospi, with OpenCL's zeros:
 * cos(pi x) is 0 only at n + 1/2, where OpenCL wants +0, which libdevice
 * does not document. Half in float. */
#include "libdevice.h"

float __nv_cospif(float);
double __nv_cospi(double);

float _CLC_DEF __spirv_ocl_cospi(float x) {
  float r = __nv_cospif(x);
  return r == 0.0f ? 0.0f : r;
}

double _CLC_DEF __spirv_ocl_cospi(double x) {
  double r = __nv_cospi(x);
  return r == 0.0 ? 0.0 : r;
}

SPIRV_HALF_IN_FLOAT_1(cospi)

#define SPIRV_FUNCTION __spirv_ocl_cospi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

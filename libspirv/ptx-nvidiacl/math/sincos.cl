/* sincos: libdevice's __nv_sincosf and __nv_sincos (one argument reduction
 * for both); returns the sine, stores the cosine. Half in float. */
#include "libdevice.h"

void __nv_sincosf(float, float *, float *);
void __nv_sincos(double, double *, double *);

float _CLC_DEF __spirv_ocl_sincos(float x, float *cosval) {
  float s, c;
  __nv_sincosf(x, &s, &c);
  *cosval = c;
  return s;
}

double _CLC_DEF __spirv_ocl_sincos(double x, double *cosval) {
  double s, c;
  __nv_sincos(x, &s, &c);
  *cosval = c;
  return s;
}

_Float16 _CLC_DEF __spirv_ocl_sincos(_Float16 x, _Float16 *cosval) {
  float c;
  float s = __spirv_ocl_sincos((float)x, &c);
  *cosval = (_Float16)c;
  return (_Float16)s;
}

#define SPIRV_FUNCTION __spirv_ocl_sincos
#define SPIRV_ARITY 1
#define SPIRV_OUT GENTYPE
#define SPIRV_OUT_SCALAR SCALAR_GENTYPE
#define SPIRV_BODY <spirv/math/pointer_out.inc>
#include <spirv/gentype/floatn.inc>

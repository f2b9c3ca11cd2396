/* cospi: libdevice's __nv_cospif and __nv_cospi, with OpenCL's zeros:
 * cos(pi x) is 0 only at n + 1/2, where OpenCL wants +0, which libdevice
 * does not document: r + 0 is +0 for either zero and r otherwise (one add
 * rather than a compare and a select). Half in float. */
#include "libdevice.h"

float __nv_cospif(float);
double __nv_cospi(double);

float _CLC_DEF __spirv_ocl_cospi(float x) { return __nv_cospif(x) + 0.0f; }

/* double: on the words, as + 0 is an FP64 add in SASS. */
double _CLC_DEF __spirv_ocl_cospi(double x) {
  ulong r = as_ulong(__nv_cospi(x));
  uint hi = (uint)(r >> 32), lo = (uint)r;
  hi = ((hi & 0x7fffffffu) | lo) == 0 ? 0u : hi;
  return as_double(((ulong)hi << 32) | lo);
}

SPIRV_HALF_IN_FLOAT_1(cospi)

#define SPIRV_FUNCTION __spirv_ocl_cospi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* sinpi: libdevice's __nv_sinpif and __nv_sinpi, with OpenCL's zeros:
 * sin(pi x) is 0 only at the integers, where OpenCL wants x's sign
 * (sinpi(+n) = +0, sinpi(-n) = -0), which libdevice does not document.
 * float: sinpi is odd: computed for |x|, whose zeros + 0 makes +0, then
 * given x's sign (an add and a bit operation rather than a compare and
 * selects). Half in float. */
#include "libdevice.h"

float __nv_sinpif(float);
double __nv_sinpi(double);

float _CLC_DEF __spirv_ocl_sinpi(float x) {
  float r = __nv_sinpif(__spirv_ocl_fabs(x)) + 0.0f;
  return as_float(as_uint(r) ^ (as_uint(x) & 0x80000000u));
}

/* double: FP64 instructions are the scarce ones (fabs and + 0 are each an
 * FP64 add in SASS), so the zero is found and given x's sign on the high
 * and low words instead. */
double _CLC_DEF __spirv_ocl_sinpi(double x) {
  ulong r = as_ulong(__nv_sinpi(x));
  uint hi = (uint)(r >> 32), lo = (uint)r;
  bool zero = ((hi & 0x7fffffffu) | lo) == 0;
  hi = zero ? (uint)(as_ulong(x) >> 32) & 0x80000000u : hi;
  return as_double(((ulong)hi << 32) | lo);
}

SPIRV_HALF_IN_FLOAT_1(sinpi)

#define SPIRV_FUNCTION __spirv_ocl_sinpi
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

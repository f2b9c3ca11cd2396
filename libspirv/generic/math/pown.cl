/* pown(x, n) = pow(x, n): n is exact in double, and pow's special cases
 * are pown's (pown(x, 0) = 1 for any x; signed infinities and zeros for
 * +-0 by n's parity). float in double, rounded once: within 0.5 ulp plus
 * pow's 2 double ulp. */
#include <spirv/math/impl.h>

double _CLC_DEF __spirv_ocl_pown(double x, int n) {
  return __spirv_ocl_pow(x, (double)n);
}

float _CLC_DEF __spirv_ocl_pown(float x, int n) {
  return (float)__spirv_ocl_pow((double)x, (double)n);
}

SPIRV_HALF_IN_FLOAT_INT(pown)

#define SPIRV_FUNCTION __spirv_ocl_pown
#define SPIRV_ARITY 2
#define SPIRV_ARG2 IGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

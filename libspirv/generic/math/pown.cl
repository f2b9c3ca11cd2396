/* pown(x, n) = pow(x, n): pow's special cases are pown's (pown(x, 0) = 1
 * for any x; signed infinities and zeros for +-0 by n's parity). double:
 * n is exact. float: powf(x, n) where n is exact in float (|n| < 2^24),
 * so its parity is n's; beyond, (float)n could be off by up to 64, which
 * for |x| near 1 costs tens of ulp, so those go through double (a branch
 * a loop over x with a fixed n never takes; a call, not inlined). */
#include <spirv/math/impl.h>

double _CLC_DEF __spirv_ocl_pown(double x, int n) {
  return __spirv_ocl_pow(x, (double)n);
}

/* Not inlined: a loop keeps one copy of pow, not also double pow's code. */
__attribute__((noinline)) static float pown_in_double(float x, int n) {
  return (float)__spirv_ocl_pow((double)x, (double)n);
}

float _CLC_DEF __spirv_ocl_pown(float x, int n) {
  if (__builtin_expect(n >= -0x1000000 && n <= 0x1000000, 1))
    return __spirv_ocl_pow(x, (float)n);
  return pown_in_double(x, n);
}

SPIRV_HALF_IN_FLOAT_INT(pown)

#define SPIRV_FUNCTION __spirv_ocl_pown
#define SPIRV_ARITY 2
#define SPIRV_ARG2 IGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

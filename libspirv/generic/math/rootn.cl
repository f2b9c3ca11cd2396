/* rootn(x, n) = x^(1/n): pow(|x|, 1/n) with x's sign for odd n; NaN for
 * n = 0 and for x < 0 with even n. pow's own cases give OpenCL's at +-0
 * and +-inf. float in double, where 1/n's rounding costs at most 2^-46
 * relative; in double that rounding, q = 1/n - e, would cost up to
 * |ln x| / n * 2^-53 (hundreds of ulp), so the result is multiplied by
 * x^e = 1 + e ln x, with e from the exact remainder fma(-n, q, 1). */
#include <spirv/math/impl.h>

#define ROOTN_SIGN_AND_NAN(T, x, n, r)                                         \
  ((n) == 0 || ((x) < 0 && ((n)&1) == 0)                                       \
       ? (T)NAN                                                                \
       : (((n)&1) ? __spirv_ocl_copysign((T)(r), x) : (T)(r)))

double _CLC_DEF __spirv_ocl_rootn(double x, int n) {
  double ax = __spirv_ocl_fabs(x);
  double q = 1.0 / n;
  double r = __spirv_ocl_pow(ax, q);
  double e = __spirv_ocl_fma(-(double)n, q, 1.0) / n;
  double c = e * __spirv_ocl_log(ax);
  r = __builtin_isfinite(r) && r != 0.0 ? __spirv_ocl_fma(r, c, r) : r;
  return ROOTN_SIGN_AND_NAN(double, x, n, r);
}

float _CLC_DEF __spirv_ocl_rootn(float x, int n) {
  double r = __spirv_ocl_pow(__spirv_ocl_fabs((double)x), 1.0 / n);
  return ROOTN_SIGN_AND_NAN(float, x, n, r);
}

SPIRV_HALF_IN_FLOAT_INT(rootn)

#define SPIRV_FUNCTION __spirv_ocl_rootn
#define SPIRV_ARITY 2
#define SPIRV_ARG2 IGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

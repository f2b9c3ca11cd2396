/* powr: pow for x >= 0, with IEEE 754's powr special cases (OpenCL 3.0,
 * edge case behaviour), which differ from pow's at zero, one, infinity and
 * NaN: NaN for x < 0, 0^0, inf^0, 1^inf and any NaN; +inf and +0 for +-0.
 * For finite x > 0 and finite y powr is pow: float computes it with
 * pow_positive.h, which needs no special cases (x also normal); double
 * with pow, which has its own. Everything else (one compare of each
 * argument, a branch a loop over ordinary arguments never takes) is fixed
 * up in a call. */
#include "pow_positive.h"
#include <spirv/math/impl.h>

/* powr from pow's result r where x or y is special. */
#define POWR_FIX(T)                                                            \
  __attribute__((overloadable)) static T powr_fix(T x, T y, T r) {             \
    r = x == 0 ? (y < 0 ? (T)INFINITY : (T)0) : r;                             \
    bool nan = x < 0 || __builtin_isnan(x) || __builtin_isnan(y) ||            \
               (x == 0 && y == 0) || (__builtin_isinf(x) && y == 0) ||         \
               (x == 1 && __builtin_isinf(y));                                 \
    return nan ? (T)NAN : r;                                                   \
  }
POWR_FIX(float)
POWR_FIX(double)

/* Not inlined, so that a loop keeps them a branch rather than selects.
 * float's also calls pow, which its hot path does not. */
__attribute__((noinline)) static float powr_special_float(float x, float y) {
  return powr_fix(x, y, __spirv_ocl_pow(x, y));
}

__attribute__((noinline)) static double powr_special_double(double x, double y, double r) {
  return powr_fix(x, y, r);
}

/* x in [2^-126, FLT_MAX] (in (0, inf) for double) and y finite, on the
 * bits (compares of floats LLVM turns into class tests, which it lowers in
 * a dozen integer instructions). For double the high words decide: x with
 * a zero high word (below 2^-1022 * 2^-20) just takes the slow way too.
 * Float's ordinary case is pow_positive rather than libdevice's powf:
 * powf's own tests for signs, integers, zeros and infinities plus this one
 * made powr 0.84 of nvcc's powf in a loop; without them it is 1.25 (H100,
 * bench/README.md). */
float _CLC_DEF __spirv_ocl_powr(float x, float y) {
  if (__builtin_expect(as_uint(x) - 0x00800000u < 0x7f000000u &&
                           (as_uint(y) & 0x7fffffffu) < 0x7f800000u,
                       1))
    return pow_positive(x, y, 0.0f);
  return powr_special_float(x, y);
}

double _CLC_DEF __spirv_ocl_powr(double x, double y) {
  double r = __spirv_ocl_pow(x, y);
  uint hx = (uint)(as_ulong(x) >> 32), hy = (uint)(as_ulong(y) >> 32);
  if (__builtin_expect(hx - 1u < 0x7fefffffu && (hy & 0x7fffffffu) < 0x7ff00000u, 1))
    return r;
  return powr_special_double(x, y, r);
}

SPIRV_HALF_IN_FLOAT_2(powr)


#define SPIRV_FUNCTION __spirv_ocl_powr
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* powr: pow for x >= 0, with IEEE 754's powr special cases (OpenCL 3.0,
 * edge case behaviour), which differ from pow's at zero, one, infinity and
 * NaN: NaN for x < 0, 0^0, inf^0, 1^inf and any NaN; +inf and +0 for +-0.
 * For finite x > 0 and finite y powr is pow; everything else (one compare
 * of each argument, a branch a loop over ordinary arguments never takes)
 * is fixed up in a call. */
#include <spirv/math/impl.h>

/* Not inlined, so that a loop keeps it a branch rather than selects. */
#define POWR_SPECIAL(T)                                                        \
  __attribute__((noinline, overloadable)) static T powr_special(T x, T y,      \
                                                                T r) {         \
    r = x == 0 ? (y < 0 ? (T)INFINITY : (T)0) : r;                             \
    bool nan = x < 0 || __builtin_isnan(x) || __builtin_isnan(y) ||            \
               (x == 0 && y == 0) || (__builtin_isinf(x) && y == 0) ||         \
               (x == 1 && __builtin_isinf(y));                                 \
    return nan ? (T)NAN : r;                                                   \
  }
POWR_SPECIAL(float)
POWR_SPECIAL(double)

/* x in (0, inf) and y finite, on the bits (compares of floats LLVM turns
 * into class tests, which it lowers in a dozen integer instructions). For
 * double the high words decide: x with a zero high word (below 2^-1022 *
 * 2^-20) just takes the slow way too. */
float _CLC_DEF __spirv_ocl_powr(float x, float y) {
  float r = __spirv_ocl_pow(x, y);
  if (__builtin_expect(as_uint(x) - 1u < 0x7f7fffffu &&
                           (as_uint(y) & 0x7fffffffu) < 0x7f800000u,
                       1))
    return r;
  return powr_special(x, y, r);
}

double _CLC_DEF __spirv_ocl_powr(double x, double y) {
  double r = __spirv_ocl_pow(x, y);
  uint hx = (uint)(as_ulong(x) >> 32), hy = (uint)(as_ulong(y) >> 32);
  if (__builtin_expect(hx - 1u < 0x7fefffffu && (hy & 0x7fffffffu) < 0x7ff00000u, 1))
    return r;
  return powr_special(x, y, r);
}

SPIRV_HALF_IN_FLOAT_2(powr)


#define SPIRV_FUNCTION __spirv_ocl_powr
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

/* powr: pow for x >= 0, with IEEE 754's powr special cases (OpenCL 3.0,
 * edge case behaviour), which differ from pow's at zero, one, infinity and
 * NaN: NaN for x < 0, 0^0, inf^0, 1^inf and any NaN; +inf and +0 for +-0.
 * For normal x > 0 and finite y powr is pow, which pow_positive.h (float)
 * and pow_positive_double.h compute without special cases. Everything
 * else (one compare of each argument, a branch a loop over ordinary
 * arguments never takes) goes to pow and a fix-up in a call. */
#include "pow_positive.h"
#include "pow_positive_double.h"
#include <spirv/math/impl.h>

/* powr where x or y is special, from pow's result. Not inlined, so that a
 * loop keeps it a branch rather than selects. */
#define POWR_SPECIAL(T)                                                        \
  __attribute__((noinline)) static T powr_special_##T(T x, T y) {              \
    T r = x == 0 ? (y < 0 ? (T)INFINITY : (T)0) : __spirv_ocl_pow(x, y);       \
    bool nan = x < 0 || __builtin_isnan(x) || __builtin_isnan(y) ||            \
               (x == 0 && y == 0) || (__builtin_isinf(x) && y == 0) ||         \
               (x == 1 && __builtin_isinf(y));                                 \
    return nan ? (T)NAN : r;                                                   \
  }
POWR_SPECIAL(float)
POWR_SPECIAL(double)

/* x normal and positive and y finite, on the bits (compares of floats LLVM
 * turns into class tests, which it lowers in a dozen integer instructions;
 * for double the high words). The ordinary case is pow_positive rather
 * than libdevice's pow: pow's own tests for signs, integers, zeros and
 * infinities plus this one made powr 0.84 of nvcc's powf in a loop, and
 * 0.96 of its pow in double; without them 1.25 and 1.22 (H100,
 * bench/README.md). */
float _CLC_DEF __spirv_ocl_powr(float x, float y) {
  if (__builtin_expect(as_uint(x) - 0x00800000u < 0x7f000000u &&
                           (as_uint(y) & 0x7fffffffu) < 0x7f800000u,
                       1))
    return pow_positive(x, y, 0.0f);
  return powr_special_float(x, y);
}

double _CLC_DEF __spirv_ocl_powr(double x, double y) {
  uint hx = (uint)(as_ulong(x) >> 32), hy = (uint)(as_ulong(y) >> 32);
  if (__builtin_expect(hx - 0x00100000u < 0x7fe00000u && (hy & 0x7fffffffu) < 0x7ff00000u, 1))
    return pow_positive_double(x, y, 0.0);
  return powr_special_double(x, y);
}

SPIRV_HALF_IN_FLOAT_2(powr)


#define SPIRV_FUNCTION __spirv_ocl_powr
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>

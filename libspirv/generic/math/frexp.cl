/* frexp(x, exp): x = m * 2^exp with |m| in [0.5, 1), from x's bits (a
 * subnormal x is first scaled into the normal range, exactly); +-0, +-inf
 * and NaN come back unchanged with exponent 0, as OpenCL 3.0 requires. */
#include <spirv/math/impl.h>

#define FREXP(T, U, MANT_BITS, EXP_MASK, BIAS, SCALE, MIN_NORMAL)              \
  T _CLC_DEF __spirv_ocl_frexp(T x, int *exp) {                                \
    bool subnormal = __spirv_ocl_fabs(x) < MIN_NORMAL;                         \
    U b = __builtin_astype(subnormal ? x * SCALE : x, U);                      \
    int e = (int)((b >> MANT_BITS) & EXP_MASK) - (BIAS - 1) -                  \
            (subnormal ? MANT_BITS + 1 : 0);                                   \
    T m = __builtin_astype(                                                    \
        (U)((b & ~((U)EXP_MASK << MANT_BITS)) | ((U)(BIAS - 1) << MANT_BITS)), \
        T);                                                                    \
    bool special = x == 0 || !__builtin_isfinite(x);                           \
    *exp = special ? 0 : e;                                                    \
    return special ? x : m;                                                    \
  }
FREXP(_Float16, ushort, 10, 0x1f, 15, (_Float16)0x1p11, (_Float16)0x1p-14)
FREXP(float, uint, 23, 0xff, 127, 0x1p24f, 0x1p-126f)
FREXP(double, ulong, 52, 0x7ff, 1023, 0x1p53, 0x1p-1022)

#define SPIRV_FUNCTION __spirv_ocl_frexp
#define SPIRV_ARITY 1
#define SPIRV_OUT IGENTYPE
#define SPIRV_OUT_SCALAR int
#define SPIRV_BODY <spirv/math/pointer_out.inc>
#include <spirv/gentype/floatn.inc>

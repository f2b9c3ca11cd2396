/* nan: a quiet NaN (top mantissa bit set) carrying the low mantissa bits of
 * code as its payload, for scalars and vectors alike. */
#include <spirv/math/impl.h>

#define SPIRV_BODY <spirv/math/nan.inc>
#include <spirv/gentype/floatn.inc>

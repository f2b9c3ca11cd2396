/* vstore_half{,n}{,_r} and vstorea_halfn{,_r} (OpenCL.std 176-178, 180,
 * 181): float or double data rounded to half by the conversion builtins
 * (cvt.rn/rz/rp/rm.f16.f32 and .f64, straight from double so there is one
 * rounding), then stored. Without _r the rounding is the default, to nearest
 * even; with _r it is the SPIR-V FPRoundingMode operand (0 RTE, 1 RTZ,
 * 2 RTP, 3 RTN; any other value rounds to nearest even). vstore_halfn's
 * address is only half-aligned, so it writes element by element;
 * vstorea_halfn's is aligned to the vector (n = 3 writes three halves of a
 * 4-half slot at p + offset * 4). */
#include <spirv/spirv.h>

#define SPIRV_TO_HALF(T)                                                       \
  static _Float16 to_half(T x, uint mode) {                                    \
    switch (mode) {                                                            \
    case 1:                                                                    \
      return __spirv_FConvert_Rhalf_rtz(x);                                    \
    case 2:                                                                    \
      return __spirv_FConvert_Rhalf_rtp(x);                                    \
    case 3:                                                                    \
      return __spirv_FConvert_Rhalf_rtn(x);                                    \
    default:                                                                   \
      return __spirv_FConvert_Rhalf_rte(x);                                    \
    }                                                                          \
  }
__attribute__((overloadable)) SPIRV_TO_HALF(float)
__attribute__((overloadable)) SPIRV_TO_HALF(double)

/* Round to nearest even, the mode of the forms without _r. */
#define SPIRV_RTE 0u

#define SPIRV_BODY "vstore_half.inc"
#include <spirv/gentype/floatn.inc>

/* SPV_INTEL_bfloat16_conversion: bfloat16 is the upper half of a float's
 * bits, so widening is a shift, and narrowing rounds the lower half away,
 * to nearest even; NaN stays NaN, quiet. PTX's cvt.rn.bf16.f32 needs sm_80,
 * and library code built for sm_75 cannot ask for the kernel's target (the
 * library's own -O2 folds __nvvm_reflect("__CUDA_ARCH") to 750), so every
 * target rounds the bits. */
#include <spirv/spirv.h>

float _CLC_DEF __spirv_ConvertBF16ToFINTEL(ushort x) { return as_float((uint)x << 16); }

ushort _CLC_DEF __spirv_ConvertFToBF16INTEL(float x) {
  uint bits = as_uint(x);
  if (x != x)
    return (ushort)(bits >> 16 | 0x40);
  /* Adding just under half a unit of the last place, plus the kept lowest
   * bit, carries exactly when the rest is above half, or half and odd. */
  return (ushort)((bits + 0x7fff + (bits >> 16 & 1)) >> 16);
}

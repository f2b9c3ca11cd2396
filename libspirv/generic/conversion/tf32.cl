/* SPV_INTEL_tensor_float32_conversion: a float rounded to TF32's 10
 * fraction bits (the low 13 of 23 become zero), to nearest even; infinities
 * stay, and overflow past the largest TF32 value gives infinity. PTX's
 * cvt.rna.tf32.f32 rounds ties away from zero, and cvt.rn.tf32.f32 needs
 * sm_90, so this rounds the bits. NaN stays NaN, quiet. */
#include <spirv/spirv.h>

float _CLC_DEF __spirv_RoundFToTF32INTEL(float x) {
  uint bits = as_uint(x);
  if (x != x)
    return as_float((bits | 0x400000) & ~0x1fffu);
  /* Just under half a unit of the last place, plus the kept lowest bit. */
  return as_float((bits + 0xfff + (bits >> 13 & 1)) & ~0x1fffu);
}

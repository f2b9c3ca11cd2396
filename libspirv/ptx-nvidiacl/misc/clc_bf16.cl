/* SYCL's bfloat16 math on storage types: a ushort holds one bfloat16, a uint
 * two (bf16x2). From sm_80 (asked of NVVMReflect, which answers at the
 * user's compile) these are PTX's min/max/fma.rn.bf16 and bf16x2; before,
 * they compute through float and double. fabs clears sign bits on every
 * GPU, which is what abs.bf16 does (NaN included, payload kept). NaN
 * operands of fmin and fmax give the other operand, two NaNs the canonical
 * NaN 0x7fff. */
#include <spirv/spirv.h>

/* TwoSum below needs its additions rounded one by one. */
#pragma OPENCL FP_CONTRACT OFF

#define BF16_ARITHMETIC (__nvvm_reflect("__CUDA_ARCH") >= 800)
#define CANONICAL_NAN 0x7fff

static inline float bf16_to_float(ushort x) { return __builtin_astype((uint)x << 16, float); }

/* For floats that are bfloat16 values (low 16 bits 0): the operands of
 * min and max and their canonical NaN, infinities. */
static inline ushort float_to_bf16_exact(float x) { return __builtin_astype(x, uint) >> 16; }

static inline ushort bf16_min_emulated(ushort x, ushort y) {
  return float_to_bf16_exact(__builtin_elementwise_min(bf16_to_float(x), bf16_to_float(y)));
}

static inline ushort bf16_max_emulated(ushort x, ushort y) {
  return float_to_bf16_exact(__builtin_elementwise_max(bf16_to_float(x), bf16_to_float(y)));
}

/* fma rounded once: x * y is exact in double and TwoSum gives the exact
 * error of the double sum, so the sum rounds to float by round-to-odd
 * (truncate, then set the last bit if inexact) and that float to bfloat16
 * to nearest even. Two roundings so made equal one, as float has more than
 * bfloat16's 8 bits + 2. */
static inline ushort bf16_fma_emulated(ushort x, ushort y, ushort z) {
  double product = (double)bf16_to_float(x) * (double)bf16_to_float(y);
  double addend = bf16_to_float(z);
  double sum = product + addend;
  if (sum != sum)
    return CANONICAL_NAN;
  if (!__builtin_isfinite(sum))
    return float_to_bf16_exact((float)sum);
  double product_part = sum - addend;
  double error = (product - product_part) + (addend - (sum - product_part));
  float truncated = __nvvm_d2f_rz(sum);
  uint bits = __builtin_astype(truncated, uint);
  bool sum_is_float = (double)truncated == sum;
  /* The exact value is just below sum in magnitude: truncate below it. */
  if (sum_is_float && error != 0 && (error < 0) != (sum < 0))
    bits -= 1;
  if (!sum_is_float || error != 0)
    bits |= 1;
  return (bits + 0x7fff + (bits >> 16 & 1)) >> 16;
}

static inline uint low_bf16(uint x) { return x & 0xffff; }
static inline uint high_bf16(uint x) { return x >> 16; }
static inline uint bf16x2(uint low, uint high) { return high << 16 | low; }

ushort _CLC_DEF __clc_fabs(ushort x) { return x & 0x7fff; }
uint _CLC_DEF __clc_fabs(uint x) { return x & 0x7fff7fffu; }

/* fmin and fmax: `op` is PTX's min or max. */
#define MIN_MAX(name, op)                                                      \
  ushort _CLC_DEF name(ushort x, ushort y) {                                   \
    if (!BF16_ARITHMETIC)                                                      \
      return bf16_##op##_emulated(x, y);                                       \
    ushort r;                                                                  \
    __asm__(#op ".bf16 %0, %1, %2;" : "=h"(r) : "h"(x), "h"(y));               \
    return r;                                                                  \
  }                                                                            \
  uint _CLC_DEF name(uint x, uint y) {                                         \
    if (!BF16_ARITHMETIC)                                                      \
      return bf16x2(bf16_##op##_emulated(low_bf16(x), low_bf16(y)),            \
                    bf16_##op##_emulated(high_bf16(x), high_bf16(y)));         \
    uint r;                                                                    \
    __asm__(#op ".bf16x2 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(y));             \
    return r;                                                                  \
  }
MIN_MAX(__clc_fmin, min)
MIN_MAX(__clc_fmax, max)
#undef MIN_MAX

ushort _CLC_DEF __clc_fma(ushort x, ushort y, ushort z) {
  if (!BF16_ARITHMETIC)
    return bf16_fma_emulated(x, y, z);
  ushort r;
  __asm__("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(r) : "h"(x), "h"(y), "h"(z));
  return r;
}

uint _CLC_DEF __clc_fma(uint x, uint y, uint z) {
  if (!BF16_ARITHMETIC)
    return bf16x2(bf16_fma_emulated(low_bf16(x), low_bf16(y), low_bf16(z)),
                  bf16_fma_emulated(high_bf16(x), high_bf16(y), high_bf16(z)));
  uint r;
  __asm__("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(z));
  return r;
}

#define SPIRV_BODY <clc_bf16.inc>
#include <spirv/gentype/integern.inc>

/* __clc_native_tanh and __clc_native_exp2: PTX's tanh.approx (no LLVM
 * intrinsic, so inline asm) and ex2.approx, both sm_75; half vectors go two
 * components at a time through the f16x2 forms. */
#include <spirv/spirv.h>

_Float16 ex2_f16(_Float16 x) __asm("llvm.nvvm.ex2.approx.f16");
half2 ex2_f16x2(half2 x) __asm("llvm.nvvm.ex2.approx.f16x2");

static inline float tanh_f32(float x) {
  float r;
  __asm__("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x));
  return r;
}

static inline _Float16 tanh_f16(_Float16 x) {
  ushort r;
  __asm__("tanh.approx.f16 %0, %1;" : "=h"(r) : "h"(__builtin_astype(x, ushort)));
  return __builtin_astype(r, _Float16);
}

static inline half2 tanh_f16x2(half2 x) {
  uint r;
  __asm__("tanh.approx.f16x2 %0, %1;" : "=r"(r) : "r"(__builtin_astype(x, uint)));
  return __builtin_astype(r, half2);
}

#define SPIRV_BODY <clc_native.inc>
#include <spirv/gentype/floatn.inc>

/* Kernels for group_non_uniform_test.c: every GroupNonUniform reduction
 * and scan under SYCL's template names (char as signed char, a), clustered,
 * and the OpenCL overloads of the vector ones. */
#include "group_kernels.h"

#define SIGNED(X, ...) X(char, char, a, __VA_ARGS__) X(short, short, s, __VA_ARGS__) \
  X(int, int, i, __VA_ARGS__) X(long, long, l, __VA_ARGS__)
#define UNSIGNED(X, ...) X(uchar, uchar, h, __VA_ARGS__) X(ushort, ushort, t, __VA_ARGS__) \
  X(uint, uint, j, __VA_ARGS__) X(ulong, ulong, m, __VA_ARGS__)
#define INTEGERS(X, ...) SIGNED(X, __VA_ARGS__) UNSIGNED(X, __VA_ARGS__)
#define FLOATS(X, ...) X(half, _Float16, DF16_, __VA_ARGS__) X(float, float, f, __VA_ARGS__) \
  X(double, double, d, __VA_ARGS__)
#define KERNEL(S, T, M, prefix, LEN, OP) NU_KERNEL(nu_##prefix##_##S, LEN, OP, T, M, T)

INTEGERS(KERNEL, iadd, 27, IAdd)
INTEGERS(KERNEL, imul, 27, IMul)
FLOATS(KERNEL, fadd, 27, FAdd)
FLOATS(KERNEL, fmul, 27, FMul)
SIGNED(KERNEL, smin, 27, SMin)
SIGNED(KERNEL, smax, 27, SMax)
UNSIGNED(KERNEL, umin, 27, UMin)
UNSIGNED(KERNEL, umax, 27, UMax)
FLOATS(KERNEL, fmin, 27, FMin)
FLOATS(KERNEL, fmax, 27, FMax)
INTEGERS(KERNEL, and, 33, BitwiseAnd)
INTEGERS(KERNEL, or, 32, BitwiseOr)
INTEGERS(KERNEL, xor, 33, BitwiseXor)
NU_KERNEL(nu_logical_and, 33, LogicalAnd, bool, b, uchar)
NU_KERNEL(nu_logical_or, 32, LogicalOr, bool, b, uchar)
NU_OVERLOAD_KERNEL(nu_imul_int2, __spirv_GroupNonUniformIMul, int2)
NU_OVERLOAD_KERNEL(nu_and_uchar4, __spirv_GroupNonUniformBitwiseAnd, uchar4)
NU_OVERLOAD_KERNEL(nu_or_long3, __spirv_GroupNonUniformBitwiseOr, long3)
NU_OVERLOAD_KERNEL(nu_xor_ushort8, __spirv_GroupNonUniformBitwiseXor, ushort8)
NU_OVERLOAD_KERNEL(nu_fmul_double2, __spirv_GroupNonUniformFMul, double2)
NU_OVERLOAD_KERNEL(nu_fmul_half4, __spirv_GroupNonUniformFMul, half4)

/* Kernels for group_non_uniform_test.c: every GroupNonUniform reduction
 * and scan under SYCL's template names (char as signed char, a), clustered,
 * and the OpenCL overloads of the vector ones. */
#include "group_kernels.h"

#define KERNEL(S, T, M, prefix, LEN, OP) NU_KERNEL(nu_##prefix##_##S, LEN, OP, T, M, T)

INTEGER_TYPES(KERNEL, iadd, 27, IAdd)
INTEGER_TYPES(KERNEL, imul, 27, IMul)
FLOAT_TYPES(KERNEL, fadd, 27, FAdd)
FLOAT_TYPES(KERNEL, fmul, 27, FMul)
SIGNED_TYPES(KERNEL, smin, 27, SMin)
SIGNED_TYPES(KERNEL, smax, 27, SMax)
UNSIGNED_TYPES(KERNEL, umin, 27, UMin)
UNSIGNED_TYPES(KERNEL, umax, 27, UMax)
FLOAT_TYPES(KERNEL, fmin, 27, FMin)
FLOAT_TYPES(KERNEL, fmax, 27, FMax)
INTEGER_TYPES(KERNEL, and, 33, BitwiseAnd)
INTEGER_TYPES(KERNEL, or, 32, BitwiseOr)
INTEGER_TYPES(KERNEL, xor, 33, BitwiseXor)
NU_KERNEL(nu_logical_and, 33, LogicalAnd, bool, b, uchar)
NU_KERNEL(nu_logical_or, 32, LogicalOr, bool, b, uchar)
NU_OVERLOAD_KERNEL(nu_imul_int2, __spirv_GroupNonUniformIMul, int2)
NU_OVERLOAD_KERNEL(nu_and_uchar4, __spirv_GroupNonUniformBitwiseAnd, uchar4)
NU_OVERLOAD_KERNEL(nu_or_long3, __spirv_GroupNonUniformBitwiseOr, long3)
NU_OVERLOAD_KERNEL(nu_xor_ushort8, __spirv_GroupNonUniformBitwiseXor, ushort8)
NU_OVERLOAD_KERNEL(nu_fmul_double2, __spirv_GroupNonUniformFMul, double2)
NU_OVERLOAD_KERNEL(nu_fmul_half4, __spirv_GroupNonUniformFMul, half4)

/* Kernels for group_arithmetic_test.c: GroupIAdd, GroupIMulKHR, GroupFAdd
 * and GroupFMulKHR for every scalar type and some vectors. */
#include "group_kernels.h"

#define KERNEL(S, T, M, op, FN) UNIFORM_KERNEL(op##_##S, T, FN, T)
INTEGER_TYPES(KERNEL, iadd, __spirv_GroupIAdd)
INTEGER_TYPES(KERNEL, imul, __spirv_GroupIMulKHR)
FLOAT_TYPES(KERNEL, fadd, __spirv_GroupFAdd)
FLOAT_TYPES(KERNEL, fmul, __spirv_GroupFMulKHR)
UNIFORM_KERNEL(iadd_char16, char16, __spirv_GroupIAdd, char16)
UNIFORM_KERNEL(iadd_int3, int3, __spirv_GroupIAdd, int3)
UNIFORM_KERNEL(iadd_long2, long2, __spirv_GroupIAdd, long2)
UNIFORM_KERNEL(imul_short2, short2, __spirv_GroupIMulKHR, short2)
UNIFORM_KERNEL(fadd_half8, half8, __spirv_GroupFAdd, half8)
UNIFORM_KERNEL(fadd_float4, float4, __spirv_GroupFAdd, float4)
UNIFORM_KERNEL(fadd_double16, double16, __spirv_GroupFAdd, double16)
UNIFORM_KERNEL(fmul_float3, float3, __spirv_GroupFMulKHR, float3)

/* Kernels for group_arithmetic_test.c: GroupIAdd, GroupIMulKHR, GroupFAdd
 * and GroupFMulKHR for every scalar type and some vectors. */
#include "group_kernels.h"

#define IADD(S, T) UNIFORM_KERNEL(iadd_##S, T, __spirv_GroupIAdd, T)
#define IMUL(S, T) UNIFORM_KERNEL(imul_##S, T, __spirv_GroupIMulKHR, T)
#define FADD(S, T) UNIFORM_KERNEL(fadd_##S, T, __spirv_GroupFAdd, T)
#define FMUL(S, T) UNIFORM_KERNEL(fmul_##S, T, __spirv_GroupFMulKHR, T)
INTEGER_TYPES(IADD)
INTEGER_TYPES(IMUL)
FLOAT_TYPES(FADD)
FLOAT_TYPES(FMUL)
IADD(char16, char16)
IADD(int3, int3)
IADD(long2, long2)
IMUL(short2, short2)
FADD(half8, half8)
FADD(float4, float4)
FADD(double16, double16)
FMUL(float3, float3)

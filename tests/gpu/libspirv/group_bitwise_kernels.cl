/* Kernels for group_bitwise_test.c: GroupBitwise{And,Or,Xor}KHR for every
 * integer type and some vectors, GroupLogical{And,Or,Xor}KHR (bool travels
 * as uchar). */
#include "group_kernels.h"

#define KERNEL(S, T, M, op, FN) UNIFORM_KERNEL(op##_##S, T, FN, T)
INTEGER_TYPES(KERNEL, and, __spirv_GroupBitwiseAndKHR)
INTEGER_TYPES(KERNEL, or, __spirv_GroupBitwiseOrKHR)
INTEGER_TYPES(KERNEL, xor, __spirv_GroupBitwiseXorKHR)
UNIFORM_KERNEL(and_uint8, uint8, __spirv_GroupBitwiseAndKHR, uint8)
UNIFORM_KERNEL(or_char2, char2, __spirv_GroupBitwiseOrKHR, char2)
UNIFORM_KERNEL(xor_ulong3, ulong3, __spirv_GroupBitwiseXorKHR, ulong3)
UNIFORM_KERNEL(logical_and, bool, __spirv_GroupLogicalAndKHR, uchar)
UNIFORM_KERNEL(logical_or, bool, __spirv_GroupLogicalOrKHR, uchar)
UNIFORM_KERNEL(logical_xor, bool, __spirv_GroupLogicalXorKHR, uchar)

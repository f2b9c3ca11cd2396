/* Kernels for group_bitwise_test.c: GroupBitwise{And,Or,Xor}KHR for every
 * integer type and some vectors, GroupLogical{And,Or,Xor}KHR (bool travels
 * as uchar). */
#include "group_kernels.h"

#define AND(S, T) UNIFORM_KERNEL(and_##S, T, __spirv_GroupBitwiseAndKHR, T)
#define OR(S, T) UNIFORM_KERNEL(or_##S, T, __spirv_GroupBitwiseOrKHR, T)
#define XOR(S, T) UNIFORM_KERNEL(xor_##S, T, __spirv_GroupBitwiseXorKHR, T)
INTEGER_TYPES(AND)
INTEGER_TYPES(OR)
INTEGER_TYPES(XOR)
AND(uint8, uint8)
OR(char2, char2)
XOR(ulong3, ulong3)
UNIFORM_KERNEL(logical_and, bool, __spirv_GroupLogicalAndKHR, uchar)
UNIFORM_KERNEL(logical_or, bool, __spirv_GroupLogicalOrKHR, uchar)
UNIFORM_KERNEL(logical_xor, bool, __spirv_GroupLogicalXorKHR, uchar)

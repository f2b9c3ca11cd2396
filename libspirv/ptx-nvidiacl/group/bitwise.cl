/* Bitwise and logical and, or, xor: GroupBitwise{And,Or,Xor}KHR and
 * GroupLogical{And,Or,Xor}KHR over a work-group or sub-group, and
 * GroupNonUniformBitwise{And,Or,Xor} and GroupNonUniformLogical{And,Or}
 * over the active lanes. bool travels as a uint of 0 or 1. */
#include "collectives.h"

GROUP_CORE(and_uint, uint, BIT_AND, REDUX(and, uint))
GROUP_CORE(and_ulong, ulong, BIT_AND, )
GROUP_CORE(or_uint, uint, BIT_OR, REDUX(or, uint))
GROUP_CORE(or_ulong, ulong, BIT_OR, )
GROUP_CORE(xor_uint, uint, BIT_XOR, REDUX(xor, uint))
GROUP_CORE(xor_ulong, ulong, BIT_XOR, )

#define SPIRV_BODY "bitwise.inc"
#include <spirv/gentype/integern.inc>

GROUP_ELEMENT(land, bool, and_uint, uint, true)
GROUP_ELEMENT(lor, bool, or_uint, uint, false)
GROUP_ELEMENT(lxor, bool, xor_uint, uint, false)

GROUP_ENTRY_1(bool, __spirv_GroupLogicalAndKHR, land_bool)
GROUP_ENTRY_1(bool, __spirv_GroupLogicalOrKHR, lor_bool)
GROUP_ENTRY_1(bool, __spirv_GroupLogicalXorKHR, lxor_bool)
NON_UNIFORM_ENTRIES(33, LogicalAnd, bool, b, land)
NON_UNIFORM_ENTRIES(32, LogicalOr, bool, b, lor)

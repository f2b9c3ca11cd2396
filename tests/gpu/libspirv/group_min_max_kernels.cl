/* Kernels for group_min_max_test.c: GroupSMin, GroupSMax, GroupUMin,
 * GroupUMax, GroupFMin and GroupFMax for every scalar type and some
 * vectors. */
#include "group_kernels.h"

#define KERNEL(S, T, M, op, FN) UNIFORM_KERNEL(op##_##S, T, FN, T)
SIGNED_TYPES(KERNEL, smin, __spirv_GroupSMin)
SIGNED_TYPES(KERNEL, smax, __spirv_GroupSMax)
UNSIGNED_TYPES(KERNEL, umin, __spirv_GroupUMin)
UNSIGNED_TYPES(KERNEL, umax, __spirv_GroupUMax)
FLOAT_TYPES(KERNEL, fmin, __spirv_GroupFMin)
FLOAT_TYPES(KERNEL, fmax, __spirv_GroupFMax)
UNIFORM_KERNEL(smin_int4, int4, __spirv_GroupSMin, int4)
UNIFORM_KERNEL(smax_long8, long8, __spirv_GroupSMax, long8)
UNIFORM_KERNEL(umin_ushort16, ushort16, __spirv_GroupUMin, ushort16)
UNIFORM_KERNEL(umax_uchar3, uchar3, __spirv_GroupUMax, uchar3)
UNIFORM_KERNEL(fmin_double2, double2, __spirv_GroupFMin, double2)
UNIFORM_KERNEL(fmax_half16, half16, __spirv_GroupFMax, half16)

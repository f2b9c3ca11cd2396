/* Kernels for group_min_max_test.c: GroupSMin, GroupSMax, GroupUMin,
 * GroupUMax, GroupFMin and GroupFMax for every scalar type and some
 * vectors. */
#include "group_kernels.h"

#define SIGNED(X) X(char, char) X(short, short) X(int, int) X(long, long)
#define UNSIGNED(X) X(uchar, uchar) X(ushort, ushort) X(uint, uint) X(ulong, ulong)
#define SMIN(S, T) UNIFORM_KERNEL(smin_##S, T, __spirv_GroupSMin, T)
#define SMAX(S, T) UNIFORM_KERNEL(smax_##S, T, __spirv_GroupSMax, T)
#define UMIN(S, T) UNIFORM_KERNEL(umin_##S, T, __spirv_GroupUMin, T)
#define UMAX(S, T) UNIFORM_KERNEL(umax_##S, T, __spirv_GroupUMax, T)
#define FMIN(S, T) UNIFORM_KERNEL(fmin_##S, T, __spirv_GroupFMin, T)
#define FMAX(S, T) UNIFORM_KERNEL(fmax_##S, T, __spirv_GroupFMax, T)
SIGNED(SMIN)
SIGNED(SMAX)
UNSIGNED(UMIN)
UNSIGNED(UMAX)
FLOAT_TYPES(FMIN)
FLOAT_TYPES(FMAX)
SMIN(int4, int4)
SMAX(long8, long8)
UMIN(ushort16, ushort16)
UMAX(uchar3, uchar3)
FMIN(double2, double2)
FMAX(half16, half16)

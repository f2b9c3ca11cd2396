/* Kernels of the group collective tests (group_check.h says what the host
 * gives them and expects). Work-items index their data by global linear id,
 * x fastest, computed without the global offset. */
#ifndef GROUP_KERNELS_H
#define GROUP_KERNELS_H

static uint global_id(size_t group, size_t size, size_t id) {
  return (uint)(group * size + id);
}

static uint item_index(void) {
  uint x = global_id(__spirv_WorkgroupId_x(), __spirv_WorkgroupSize_x(), __spirv_LocalInvocationId_x());
  uint y = global_id(__spirv_WorkgroupId_y(), __spirv_WorkgroupSize_y(), __spirv_LocalInvocationId_y());
  uint z = global_id(__spirv_WorkgroupId_z(), __spirv_WorkgroupSize_z(), __spirv_LocalInvocationId_z());
  uint width = (uint)(__spirv_NumWorkgroups_x() * __spirv_WorkgroupSize_x());
  uint height = (uint)(__spirv_NumWorkgroups_y() * __spirv_WorkgroupSize_y());
  return x + width * (y + height * z);
}

static uint item_count(void) {
  return (uint)(__spirv_NumWorkgroups_x() * __spirv_WorkgroupSize_x() * __spirv_NumWorkgroups_y() *
                __spirv_WorkgroupSize_y() * __spirv_NumWorkgroups_z() * __spirv_WorkgroupSize_z());
}

/* A Group* builtin FN for the (scope, op) in how, on in and then on in2,
 * back to back. bool travels as uchar (kernel buffers hold no bool). */
#define UNIFORM_KERNEL(NAME, T, FN, B)                                         \
  kernel void NAME(global const uint *how, global const B *in, global const B *in2, global B *out) { \
    uint i = item_index(), n = item_count();                                   \
    out[i] = (B)FN(how[0], how[1], (T)in[i]);                                  \
    out[n + i] = (B)FN(how[0], how[1], (T)in2[i]);                             \
  }

/* X(suffix, type, mangling, ...) for each type (char as SYCL's signed
 * char, a). */
#define SIGNED_TYPES(X, ...)                                                   \
  X(char, char, a, __VA_ARGS__) X(short, short, s, __VA_ARGS__)                \
  X(int, int, i, __VA_ARGS__) X(long, long, l, __VA_ARGS__)
#define UNSIGNED_TYPES(X, ...)                                                 \
  X(uchar, uchar, h, __VA_ARGS__) X(ushort, ushort, t, __VA_ARGS__)            \
  X(uint, uint, j, __VA_ARGS__) X(ulong, ulong, m, __VA_ARGS__)
#define INTEGER_TYPES(X, ...) SIGNED_TYPES(X, __VA_ARGS__) UNSIGNED_TYPES(X, __VA_ARGS__)
#define FLOAT_TYPES(X, ...)                                                    \
  X(half, _Float16, DF16_, __VA_ARGS__) X(float, float, f, __VA_ARGS__)        \
  X(double, double, d, __VA_ARGS__)

/* Which lanes of a sub-group take part in the non-uniform tests: all, the
 * first 20, all but every third, lanes 5 to 24 (as group_check.c's). */
static bool takes_part(void) {
  uint lane = __spirv_SubgroupLocalInvocationId();
  switch (__spirv_SubgroupId() % 4) {
  case 0:
    return true;
  case 1:
    return lane < 20;
  case 2:
    return lane % 3 != 1;
  default:
    return lane - 5 < 20;
  }
}

/* SYCL's names of the GroupNonUniform templates for the type mangled M. */
#define NU_NAME(LEN, OP, M) _Z##LEN##__spirv_GroupNonUniform##OP##I##M##ET_N5__spv5Scope4FlagEjS0_
#define NU_CLUSTERED_NAME(LEN, OP, M)                                          \
  _Z##LEN##__spirv_GroupNonUniform##OP##I##M##ET_N5__spv5Scope4FlagEjS0_j
#define NU_DECLARE(LEN, OP, T, M)                                              \
  T NU_NAME(LEN, OP, M)(uint scope, uint op, T x);                             \
  T NU_CLUSTERED_NAME(LEN, OP, M)(uint scope, uint op, T x, uint cluster);

/* A GroupNonUniform builtin: over the work-group for every work-item, then
 * over the lanes that take part, with their ballot, and clustered (how =
 * {op, cluster size}). */
#define NON_UNIFORM_BODY(T, B, SUBGROUP, CLUSTERED)                            \
  uint i = item_index(), n = item_count(), op = how[0];                        \
  T x = (T)in[i];                                                              \
  out[i] = (B)SUBGROUP(2u, op, x);                                             \
  if (takes_part()) {                                                          \
    mask[i] = __spirv_GroupNonUniformBallot(3u, true).x;                       \
    out[n + i] = (B)SUBGROUP(3u, op, x);                                       \
    CLUSTERED;                                                                 \
  }
#define NU_KERNEL(NAME, LEN, OP, T, M, B)                                      \
  NU_DECLARE(LEN, OP, T, M)                                                    \
  kernel void NAME(global const uint *how, global const B *in, global B *out, global uint *mask) { \
    NON_UNIFORM_BODY(T, B, NU_NAME(LEN, OP, M),                                \
                     out[2 * n + i] = (B)NU_CLUSTERED_NAME(LEN, OP, M)(3u, 3u, x, how[1])) \
  }
/* The OpenCL overloads (no cluster size) of clang's SPIR-V declarations. */
#define NU_OVERLOAD_KERNEL(NAME, FN, T)                                        \
  kernel void NAME(global const uint *how, global const T *in, global T *out, global uint *mask) { \
    NON_UNIFORM_BODY(T, T, FN, )                                               \
  }

#endif

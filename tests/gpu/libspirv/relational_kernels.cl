/* Every relational predicate on pairs (x[i], y[i]), as scalars and as
 * vectors of each width: predicate k of element i goes to out[k * n + i]
 * (0/1 from a scalar, 0/-1 from a vector); relational_test.c lists the
 * predicates in this order. n = params[0] elements, a multiple of 48. */
#include "kernel_helpers.h"

#define PREDICATES(x, y, STORE)                                                \
  STORE(0, __spirv_IsNan(x));                                                  \
  STORE(1, __spirv_IsInf(x));                                                  \
  STORE(2, __spirv_IsFinite(x));                                               \
  STORE(3, __spirv_IsNormal(x));                                               \
  STORE(4, __spirv_SignBitSet(x));                                             \
  STORE(5, __spirv_Ordered(x, y));                                             \
  STORE(6, __spirv_Unordered(x, y));                                           \
  STORE(7, __spirv_LessOrGreater(x, y));                                       \
  STORE(8, __spirv_FOrdEqual(x, y));                                           \
  STORE(9, __spirv_FUnordEqual(x, y));                                         \
  STORE(10, __spirv_FOrdNotEqual(x, y));                                       \
  STORE(11, __spirv_FUnordNotEqual(x, y));                                     \
  STORE(12, __spirv_FOrdLessThan(x, y));                                       \
  STORE(13, __spirv_FUnordLessThan(x, y));                                     \
  STORE(14, __spirv_FOrdGreaterThan(x, y));                                    \
  STORE(15, __spirv_FUnordGreaterThan(x, y));                                  \
  STORE(16, __spirv_FOrdLessThanEqual(x, y));                                  \
  STORE(17, __spirv_FUnordLessThanEqual(x, y));                                \
  STORE(18, __spirv_FOrdGreaterThanEqual(x, y));                               \
  STORE(19, __spirv_FUnordGreaterThanEqual(x, y))


/* Kernel `name` on values of type VT (T, or a vector of W T). */
#define RELATIONAL_KERNEL(name, T, VT, W)                                      \
  kernel void name(global const T *x, global const T *y, global char *out,    \
                   global const uint *params) {                                \
    const int width = W;                                                       \
    uint n = params[0], i = (uint)__spirv_GlobalInvocationId_x();              \
    if (i >= n / width)                                                        \
      return;                                                                  \
    VT a, b;                                                                   \
    for (int j = 0; j < width; j++) {                                          \
      ELEM(T, a, j) = x[i * width + j];                                        \
      ELEM(T, b, j) = y[i * width + j];                                        \
    }                                                                          \
    PREDICATES(a, b, STORE);                                                   \
  }
#define STORE(k, r)                                                            \
  do {                                                                         \
    __typeof__(r) r_ = (r);                                                    \
    for (int j = 0; j < width; j++)                                            \
      out[(k) * n + i * width + j] = ELEM(char, r_, j);                        \
  } while (0)

FOR_EACH_WIDTH(RELATIONAL_KERNEL, relational_, half, _Float16)
FOR_EACH_WIDTH(RELATIONAL_KERNEL, relational_, float, float)
FOR_EACH_WIDTH(RELATIONAL_KERNEL, relational_, double, double)

/* Any and All of char vectors: case i reads bytes 16 i ...; out[2 (5 i + w)]
 * and the next are Any and All at the w-th width (2, 3, 4, 8, 16). */
#define ANY_ALL(w, W)                                                          \
  do {                                                                         \
    char##W v;                                                                 \
    for (int j = 0; j < W; j++)                                                \
      v[j] = in[16 * i + j];                                                   \
    out[2 * (5 * i + w)] = __spirv_Any(v);                                     \
    out[2 * (5 * i + w) + 1] = __spirv_All(v);                                 \
  } while (0)
kernel void any_all(global const char *in, global char *out, global const uint *params) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  if (i >= params[0])
    return;
  ANY_ALL(0, 2);
  ANY_ALL(1, 3);
  ANY_ALL(2, 4);
  ANY_ALL(3, 8);
  ANY_ALL(4, 16);
}

/* select with a signed mask, with an unsigned mask, and bitselect, on VT
 * (T or a vector of W T); S and U are the signed and unsigned integer types
 * of T's size, VS and VU their vectors. Element e of a, b, c gives
 * out[3 e], out[3 e + 1], out[3 e + 2]. */
#define SELECT_KERNEL(name, T, VT, S, VS, U, VU, W)                            \
  kernel void name(global const T *a, global const T *b, global const U *c, global T *out, \
                   global const uint *params) {                                \
    const int width = W;                                                       \
    uint i = (uint)__spirv_GlobalInvocationId_x();                             \
    if (i >= params[0] / width)                                                \
      return;                                                                  \
    VT va, vb, vc;                                                             \
    VU mask;                                                                   \
    for (int j = 0; j < width; j++) {                                          \
      ELEM(T, va, j) = a[i * width + j];                                       \
      ELEM(T, vb, j) = b[i * width + j];                                       \
      ELEM(U, mask, j) = c[i * width + j];                                     \
    }                                                                          \
    vc = __builtin_astype(mask, VT);                                           \
    VT r[3] = {__spirv_ocl_select(va, vb, __builtin_astype(mask, VS)),         \
               __spirv_ocl_select(va, vb, mask), __spirv_ocl_bitselect(va, vb, vc)}; \
    for (int k = 0; k < 3; k++)                                                \
      for (int j = 0; j < width; j++)                                          \
        out[3 * (i * width + j) + k] = ELEM(T, r[k], j);                       \
  }

/* Scalars, 3-vectors (padded in memory) and 16-vectors of each type. */
#define SELECT_KERNELS(name, T, S, U)                                          \
  SELECT_KERNEL(select_##name##1, T, T, S, S, U, U, 1)                         \
  SELECT_KERNEL(select_##name##3, T, name##3, S, S##3, U, U##3, 3)             \
  SELECT_KERNEL(select_##name##16, T, name##16, S, S##16, U, U##16, 16)

SELECT_KERNELS(char, char, char, uchar)
SELECT_KERNELS(uchar, uchar, char, uchar)
SELECT_KERNELS(short, short, short, ushort)
SELECT_KERNELS(ushort, ushort, short, ushort)
SELECT_KERNELS(int, int, int, uint)
SELECT_KERNELS(uint, uint, int, uint)
SELECT_KERNELS(long, long, long, ulong)
SELECT_KERNELS(ulong, ulong, long, ulong)
SELECT_KERNELS(half, _Float16, short, ushort)
SELECT_KERNELS(float, float, int, uint)
SELECT_KERNELS(double, double, long, ulong)

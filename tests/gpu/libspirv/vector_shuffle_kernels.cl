/* shuffle(x, mask) and shuffle2(x, y, mask) for every input width B and
 * result width A (2, 4, 8, 16) of one element type: work-item i reads 16
 * elements of x, y and mask from 16 i, uses the first B of x and y and the
 * first A of mask, and writes its 240 results from out[240 i]: for each B,
 * for each A, shuffle's A results, then shuffle2's. */
#include "kernel_helpers.h"

#define LOAD(T, VT, v, from, count)                                            \
  VT v;                                                                        \
  for (int j = 0; j < count; j++)                                              \
    ELEM(T, v, j) = from[16 * i + j];

#define STORE(T, value, count)                                                 \
  do {                                                                         \
    __typeof__(value) v_ = (value);                                            \
    for (int j = 0; j < count; j++)                                            \
      out[240 * i + next++] = ELEM(T, v_, j);                                  \
  } while (0)

#define FROM(T, VT, B)                                                         \
  {                                                                            \
    LOAD(T, VT, xb, x, B)                                                      \
    LOAD(T, VT, yb, y, B)                                                      \
    STORE(T, __spirv_ocl_shuffle(xb, m2), 2);                                  \
    STORE(T, __spirv_ocl_shuffle2(xb, yb, m2), 2);                             \
    STORE(T, __spirv_ocl_shuffle(xb, m4), 4);                                  \
    STORE(T, __spirv_ocl_shuffle2(xb, yb, m4), 4);                             \
    STORE(T, __spirv_ocl_shuffle(xb, m8), 8);                                  \
    STORE(T, __spirv_ocl_shuffle2(xb, yb, m8), 8);                             \
    STORE(T, __spirv_ocl_shuffle(xb, m16), 16);                                \
    STORE(T, __spirv_ocl_shuffle2(xb, yb, m16), 16);                           \
  }

#define SHUFFLE_KERNEL(name, T, U)                                             \
  kernel void vector_shuffle_##name(global const T *x, global const T *y, global const U *mask, \
                                    global T *out, global const uint *params) { \
    uint i = (uint)__spirv_GlobalInvocationId_x();                             \
    if (i >= params[0])                                                        \
      return;                                                                  \
    int next = 0;                                                              \
    LOAD(U, U##2, m2, mask, 2)                                                 \
    LOAD(U, U##4, m4, mask, 4)                                                 \
    LOAD(U, U##8, m8, mask, 8)                                                 \
    LOAD(U, U##16, m16, mask, 16)                                              \
    FROM(T, name##2, 2)                                                        \
    FROM(T, name##4, 4)                                                        \
    FROM(T, name##8, 8)                                                        \
    FROM(T, name##16, 16)                                                      \
  }

SHUFFLE_KERNEL(char, char, uchar)
SHUFFLE_KERNEL(uchar, uchar, uchar)
SHUFFLE_KERNEL(short, short, ushort)
SHUFFLE_KERNEL(ushort, ushort, ushort)
SHUFFLE_KERNEL(half, _Float16, ushort)
SHUFFLE_KERNEL(int, int, uint)
SHUFFLE_KERNEL(uint, uint, uint)
SHUFFLE_KERNEL(float, float, uint)
SHUFFLE_KERNEL(long, long, ulong)
SHUFFLE_KERNEL(ulong, ulong, ulong)
SHUFFLE_KERNEL(double, double, ulong)

/* Masks known at compile time (folded to moves or one prmt a word): x and
 * y are 0, 1, ..., 15 and 16, ..., 31; see vector_shuffle_test.c. */
kernel void constant_masks(global char *bytes, global float *floats, global short *shorts) {
  char16 cx, cy;
  float8 fx;
  short8 sx, sy;
  for (int j = 0; j < 16; j++) {
    cx[j] = (char)j;
    cy[j] = (char)(16 + j);
  }
  for (int j = 0; j < 8; j++) {
    fx[j] = j;
    sx[j] = (short)j;
    sy[j] = (short)(16 + j);
  }
  char16 c = __spirv_ocl_shuffle2(cx, cy, (uchar16)(31, 0, 17, 2, 3, 20, 5, 6, 255, 33, 47, 10, 12, 29, 14, 1));
  float4 f = __spirv_ocl_shuffle(fx, (uint4)(7, 6, 13, 0));
  short4 s = __spirv_ocl_shuffle2(sx, sy, (ushort4)(15, 8, 3, 0x100));
  for (int j = 0; j < 16; j++)
    bytes[j] = c[j];
  for (int j = 0; j < 4; j++) {
    floats[j] = f[j];
    shorts[j] = s[j];
  }
}

/* Kernels for integer_test.c: each integer builtin on each type, as a
 * scalar (<fn>_<type>, one element per work-item) and as a vector
 * (<fn>_<type>_v): 16-vectors for signed types, whose halves exercise every
 * width, and 3-vectors for unsigned ones. A 3-vector work-item covers four
 * elements, the fourth through the scalar builtin. */
#define GID() __spirv_GlobalInvocationId_x()
#define BLOCK(W) ((W) == 3 ? 4 : (W))


#define KERNELS_1(name, call, T, R, W)                                         \
  kernel void name##_##T(global const T *a, global R *out) {                   \
    size_t i = GID();                                                          \
    out[i] = call(a[i]);                                                       \
  }                                                                            \
  kernel void name##_##T##_v(global const T *a, global R *out) {               \
    size_t i = GID() * BLOCK(W);                                               \
    T##W va;                                                                   \
    for (int k = 0; k < W; k++)                                                \
      va[k] = a[i + k];                                                        \
    R##W r = call(va);                                                         \
    for (int k = 0; k < W; k++)                                                \
      out[i + k] = r[k];                                                       \
    if (W == 3)                                                                \
      out[i + 3] = call(a[i + 3]);                                             \
  }

#define KERNELS_2(name, call, T, U, R, W)                                      \
  kernel void name##_##T(global const T *a, global const U *b, global R *out) { \
    size_t i = GID();                                                          \
    out[i] = call(a[i], b[i]);                                                 \
  }                                                                            \
  kernel void name##_##T##_v(global const T *a, global const U *b, global R *out) { \
    size_t i = GID() * BLOCK(W);                                               \
    T##W va;                                                                   \
    U##W vb;                                                                   \
    for (int k = 0; k < W; k++) {                                              \
      va[k] = a[i + k];                                                        \
      vb[k] = b[i + k];                                                        \
    }                                                                          \
    R##W r = call(va, vb);                                                     \
    for (int k = 0; k < W; k++)                                                \
      out[i + k] = r[k];                                                       \
    if (W == 3)                                                                \
      out[i + 3] = call(a[i + 3], b[i + 3]);                                   \
  }

#define KERNELS_3(name, call, T, W)                                            \
  kernel void name##_##T(global const T *a, global const T *b, global const T *c, \
                         global T *out) {                                      \
    size_t i = GID();                                                          \
    out[i] = call(a[i], b[i], c[i]);                                           \
  }                                                                            \
  kernel void name##_##T##_v(global const T *a, global const T *b, global const T *c, \
                             global T *out) {                                  \
    size_t i = GID() * BLOCK(W);                                               \
    T##W va, vb, vc;                                                           \
    for (int k = 0; k < W; k++) {                                              \
      va[k] = a[i + k];                                                        \
      vb[k] = b[i + k];                                                        \
      vc[k] = c[i + k];                                                        \
    }                                                                          \
    T##W r = call(va, vb, vc);                                                 \
    for (int k = 0; k < W; k++)                                                \
      out[i + k] = r[k];                                                       \
    if (W == 3)                                                                \
      out[i + 3] = call(a[i + 3], b[i + 3], c[i + 3]);                         \
  }

/* T, its unsigned type UT, the prefix S (s or u) and the vector width W. */
#define INTEGER_KERNELS(T, UT, S, W)                                           \
  KERNELS_1(clz, __spirv_ocl_clz, T, T, W)                                     \
  KERNELS_1(ctz, __spirv_ocl_ctz, T, T, W)                                     \
  KERNELS_1(popcount, __spirv_ocl_popcount, T, T, W)                           \
  KERNELS_1(bit_count, __spirv_BitCount, T, T, W)                              \
  KERNELS_1(abs, __spirv_ocl_##S##_abs, T, UT, W)                              \
  KERNELS_2(rotate, __spirv_ocl_rotate, T, T, T, W)                            \
  KERNELS_2(abs_diff, __spirv_ocl_##S##_abs_diff, T, T, UT, W)                 \
  KERNELS_2(add_sat, __spirv_ocl_##S##_add_sat, T, T, T, W)                    \
  KERNELS_2(sub_sat, __spirv_ocl_##S##_sub_sat, T, T, T, W)                    \
  KERNELS_2(hadd, __spirv_ocl_##S##_hadd, T, T, T, W)                          \
  KERNELS_2(rhadd, __spirv_ocl_##S##_rhadd, T, T, T, W)                        \
  KERNELS_2(max, __spirv_ocl_##S##_max, T, T, T, W)                            \
  KERNELS_2(min, __spirv_ocl_##S##_min, T, T, T, W)                            \
  KERNELS_2(mul_hi, __spirv_ocl_##S##_mul_hi, T, T, T, W)                      \
  KERNELS_3(clamp, __spirv_ocl_##S##_clamp, T, W)                              \
  KERNELS_3(mad_hi, __spirv_ocl_##S##_mad_hi, T, W)                            \
  KERNELS_3(mad_sat, __spirv_ocl_##S##_mad_sat, T, W)

INTEGER_KERNELS(char, uchar, s, 16)
INTEGER_KERNELS(uchar, uchar, u, 3)
INTEGER_KERNELS(short, ushort, s, 16)
INTEGER_KERNELS(ushort, ushort, u, 3)
INTEGER_KERNELS(int, uint, s, 16)
INTEGER_KERNELS(uint, uint, u, 3)
INTEGER_KERNELS(long, ulong, s, 16)
INTEGER_KERNELS(ulong, ulong, u, 3)

KERNELS_2(upsample, __spirv_ocl_s_upsample, char, uchar, short, 16)
KERNELS_2(upsample, __spirv_ocl_u_upsample, uchar, uchar, ushort, 3)
KERNELS_2(upsample, __spirv_ocl_s_upsample, short, ushort, int, 16)
KERNELS_2(upsample, __spirv_ocl_u_upsample, ushort, ushort, uint, 3)
KERNELS_2(upsample, __spirv_ocl_s_upsample, int, uint, long, 16)
KERNELS_2(upsample, __spirv_ocl_u_upsample, uint, uint, ulong, 3)

KERNELS_2(mul24, __spirv_ocl_s_mul24, int, int, int, 16)
KERNELS_2(mul24, __spirv_ocl_u_mul24, uint, uint, uint, 3)
KERNELS_3(mad24, __spirv_ocl_s_mad24, int, 16)
KERNELS_3(mad24, __spirv_ocl_u_mad24, uint, 3)

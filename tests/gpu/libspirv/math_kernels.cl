/* Kernels of the math accuracy test (math_test.c). <function>_<h|f|d>
 * applies one builtin to every work-item's input, with the arguments of its
 * shape (math_check.h): inputs x [y] [z] [k], then results r [r2 | k].
 * Functions with a pointer argument take a global, a local and a private
 * (generic) pointer in turn, by work-item. vec_* kernels compute vector
 * forms beside the scalar ones, and denormals_* subnormal arithmetic. */
/* The macros below paste half into half2..half16 after expanding it, which
 * the driver's `#define half _Float16` would turn into _Float162. */
#undef half
#define ID ((size_t)__spirv_GlobalInvocationId_x())
#define LID ((uint)__spirv_LocalInvocationId_x())

#define X(name, fn, T, S)                                                      \
  kernel void name##_##S(global const T *x, global T *r) {                     \
    r[ID] = __spirv_ocl_##fn(x[ID]);                                           \
  }
#define XY(name, fn, T, S)                                                     \
  kernel void name##_##S(global const T *x, global const T *y, global T *r) {  \
    r[ID] = __spirv_ocl_##fn(x[ID], y[ID]);                                    \
  }
#define XYZ(name, fn, T, S)                                                    \
  kernel void name##_##S(global const T *x, global const T *y,                 \
                         global const T *z, global T *r) {                     \
    r[ID] = __spirv_ocl_##fn(x[ID], y[ID], z[ID]);                             \
  }
#define XK(name, fn, T, S)                                                     \
  kernel void name##_##S(global const T *x, global const int *k,               \
                         global T *r) {                                        \
    r[ID] = __spirv_ocl_##fn(x[ID], k[ID]);                                    \
  }
#define XU(name, fn, T, S)                                                     \
  kernel void name##_##S(global const T *x, global const uint *k,              \
                         global T *r) {                                        \
    r[ID] = __spirv_ocl_##fn(x[ID], k[ID]);                                    \
  }
#define K_OF_X(name, fn, T, S)                                                 \
  kernel void name##_##S(global const T *x, global int *k) {                   \
    k[ID] = __spirv_ocl_##fn(x[ID]);                                           \
  }
/* The second result through a global, a local or a private pointer. */
#define POINTER_KERNEL(name, fn, T, S, OUT, PARAMS, ARGS)                      \
  kernel void name##_##S(PARAMS(T), global T *r, global OUT *out) {            \
    local OUT l[256];                                                          \
    OUT p;                                                                     \
    size_t i = ID;                                                             \
    switch (i % 3) {                                                           \
    case 0:                                                                    \
      r[i] = __spirv_ocl_##fn(ARGS, &out[i]);                                  \
      break;                                                                   \
    case 1:                                                                    \
      r[i] = __spirv_ocl_##fn(ARGS, &l[LID]);                                  \
      out[i] = l[LID];                                                         \
      break;                                                                   \
    default:                                                                   \
      r[i] = __spirv_ocl_##fn(ARGS, &p);                                       \
      out[i] = p;                                                              \
    }                                                                          \
  }
#define ONE_ARG(T) global const T *x
#define TWO_ARGS(T) global const T *x, global const T *y
#define COMMA ,
#define X_PTR(name, fn, T, S) POINTER_KERNEL(name, fn, T, S, T, ONE_ARG, x[i])
#define X_KPTR(name, fn, T, S)                                                 \
  POINTER_KERNEL(name, fn, T, S, int, ONE_ARG, x[i])
#define XY_KPTR(name, fn, T, S)                                                \
  POINTER_KERNEL(name, fn, T, S, int, TWO_ARGS, x[i] COMMA y[i])

#define ALL_TYPES(SHAPE, name, fn)                                             \
  SHAPE(name, fn, _Float16, h)                                                 \
  SHAPE(name, fn, float, f) SHAPE(name, fn, double, d)
#define FLOAT_ONLY(SHAPE, name, fn) SHAPE(name, fn, float, f)
#define MATH_FUNCTION(name, fn, SHAPE, TYPES) TYPES(SHAPE, name, fn)
#include "math_list.h"

/* nan(code) for signed and unsigned codes, as bits. */
#define NAN_KERNEL(T, S, SI, UI)                                               \
  kernel void nan_##S(global const UI *code, global UI *r, global UI *rs) {    \
    r[ID] = __builtin_astype(__spirv_ocl_nan(code[ID]), UI);                   \
    rs[ID] = __builtin_astype(__spirv_ocl_nan((SI)code[ID]), UI);              \
  }
NAN_KERNEL(_Float16, h, short, ushort)
NAN_KERNEL(float, f, int, uint)
NAN_KERNEL(double, d, long, ulong)

/* Vector forms: 16 inputs give out[0..15] from the scalar form, then the
 * results of the 2-, 3-, 4-, 8- and 16-vector forms at out[16], [20], [24],
 * [32] and [48] (aligned for the vector stores of the pointer forms; a
 * 3-vector occupies 4). CALL(fn, part) is the call on the inputs' part. */
#define STORE(v, W, out, at)                                                   \
  for (int j = 0; j < W; j++)                                                  \
    out[at + j] = v[j];
#define VECTORS(V, CALL, fn, out)                                              \
  do {                                                                         \
    V##2 v2 = CALL(fn, s01);                                                   \
    V##3 v3 = CALL(fn, s012);                                                  \
    V##4 v4 = CALL(fn, s0123);                                                 \
    V##8 v8 = CALL(fn, lo);                                                    \
    V##16 v16 = CALL(fn, s0123456789abcdef);                                   \
    STORE(v2, 2, out, 16)                                                      \
    STORE(v3, 3, out, 20)                                                      \
    STORE(v4, 4, out, 24) STORE(v8, 8, out, 32) STORE(v16, 16, out, 48)        \
  } while (0)
#define LOAD16(V, v, from)                                                     \
  V##16 v;                                                                     \
  for (int j = 0; j < 16; j++)                                                 \
    v[j] = from[j];
#define CALL_X(fn, part) __spirv_ocl_##fn(a.part)
#define CALL_XY(fn, part) __spirv_ocl_##fn(a.part, b.part)
#define CALL_XYZ(fn, part) __spirv_ocl_##fn(a.part, b.part, c.part)

#define VEC_X(fn, T, V, S)                                                     \
  kernel void vec_##fn##_##S(global const T *x, global T *out) {               \
    LOAD16(V, a, x)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(x[i]);                                         \
    VECTORS(V, CALL_X, fn, out);                                               \
  }
#define VEC_XY(fn, T, V, S)                                                    \
  kernel void vec_##fn##_##S(global const T *x, global const T *y,             \
                             global T *out) {                                  \
    LOAD16(V, a, x)                                                            \
    LOAD16(V, b, y)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(x[i], y[i]);                                   \
    VECTORS(V, CALL_XY, fn, out);                                              \
  }
#define VEC_XYZ(fn, T, V, S)                                                   \
  kernel void vec_##fn##_##S(global const T *x, global const T *y,             \
                             global const T *z, global T *out) {               \
    LOAD16(V, a, x)                                                            \
    LOAD16(V, b, y)                                                            \
    LOAD16(V, c, z)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(x[i], y[i], z[i]);                             \
    VECTORS(V, CALL_XYZ, fn, out);                                             \
  }
/* ldexp with k as int or uint (K). */
#define VEC_XK(name, fn, T, V, K, S)                                           \
  kernel void vec_##name##_##S(global const T *x, global const K *k,           \
                               global T *out) {                                \
    LOAD16(V, a, x)                                                            \
    LOAD16(K, b, k)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(x[i], k[i]);                                   \
    VECTORS(V, CALL_XY, fn, out);                                              \
  }
#define VEC_K_OF_X(fn, T, V, S)                                                \
  kernel void vec_##fn##_##S(global const T *x, global int *out) {             \
    LOAD16(V, a, x)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(x[i]);                                         \
    VECTORS(int, CALL_X, fn, out);                                             \
  }
/* nan from codes of type C, results as bits (UI). */
#define VEC_NAN(name, T, V, C, UI, S)                                          \
  kernel void vec_##name##_##S(global const C *k, global UI *out) {            \
    LOAD16(C, a, k)                                                            \
    global T *o = (global T *)out;                                             \
    for (int i = 0; i < 16; i++)                                               \
      o[i] = __spirv_ocl_nan(k[i]);                                            \
    VECTORS(V, CALL_X, nan, o);                                                \
  }

/* Pointer forms: results in out, the pointer's results in out2 (the same
 * layout), through global, local or private (generic) pointers. ARGS(i)
 * are the scalar arguments, VARGS(part) the vector ones. */
#define PTR_CALLS(fn, V, OV, VARGS, POINTER)                                   \
  do {                                                                         \
    V##2 v2 = __spirv_ocl_##fn(VARGS(s01), POINTER(OV##2, 16));                \
    V##3 v3 = __spirv_ocl_##fn(VARGS(s012), POINTER(OV##3, 20));               \
    V##4 v4 = __spirv_ocl_##fn(VARGS(s0123), POINTER(OV##4, 24));              \
    V##8 v8 = __spirv_ocl_##fn(VARGS(lo), POINTER(OV##8, 32));                 \
    V##16 v16 =                                                                \
        __spirv_ocl_##fn(VARGS(s0123456789abcdef), POINTER(OV##16, 48));       \
    STORE(v2, 2, out, 16)                                                      \
    STORE(v3, 3, out, 20)                                                      \
    STORE(v4, 4, out, 24) STORE(v8, 8, out, 32) STORE(v16, 16, out, 48)        \
  } while (0)
#define GLOBAL_POINTER(VT, at) ((global VT *)(out2 + at))
#define LOCAL_POINTER(VT, at) ((local VT *)(l + at))
#define PRIVATE_POINTER(VT, at) (&p##at)

#define VEC_PTR(fn, T, V, OUT, OV, S, ARGS, VARGS)                             \
  kernel void vec_##fn##_global_##S(global const T *x, global const T *y,      \
                                    global T *out, global OUT *out2) {         \
    LOAD16(V, a, x)                                                            \
    LOAD16(V, b, y)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(ARGS(i), &out2[i]);                            \
    PTR_CALLS(fn, V, OV, VARGS, GLOBAL_POINTER);                               \
  }                                                                            \
  kernel void vec_##fn##_local_##S(global const T *x, global const T *y,       \
                                   global T *out, global OUT *out2) {          \
    local OV##16 storage[4];                                                   \
    local OUT *l = (local OUT *)storage;                                       \
    LOAD16(V, a, x)                                                            \
    LOAD16(V, b, y)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(ARGS(i), &l[i]);                               \
    PTR_CALLS(fn, V, OV, VARGS, LOCAL_POINTER);                                \
    for (int i = 0; i < 64; i++)                                               \
      out2[i] = l[i];                                                          \
  }                                                                            \
  kernel void vec_##fn##_private_##S(global const T *x, global const T *y,     \
                                     global T *out, global OUT *out2) {        \
    OUT p[16];                                                                 \
    OV##2 p16;                                                                 \
    OV##3 p20;                                                                 \
    OV##4 p24;                                                                 \
    OV##8 p32;                                                                 \
    OV##16 p48;                                                                \
    LOAD16(V, a, x)                                                            \
    LOAD16(V, b, y)                                                            \
    for (int i = 0; i < 16; i++)                                               \
      out[i] = __spirv_ocl_##fn(ARGS(i), &p[i]);                               \
    PTR_CALLS(fn, V, OV, VARGS, PRIVATE_POINTER);                              \
    STORE(p, 16, out2, 0)                                                      \
    STORE(p16, 2, out2, 16)                                                    \
    STORE(p20, 3, out2, 20)                                                    \
    STORE(p24, 4, out2, 24) STORE(p32, 8, out2, 32) STORE(p48, 16, out2, 48)   \
  }
#define ARGS_X(i) x[i]
#define ARGS_XY(i) x[i], y[i]
#define VARGS_X(part) a.part
#define VARGS_XY(part) a.part, b.part

#define VEC_FOR_TYPES(SHAPE, fn)                                               \
  SHAPE(fn, _Float16, half, h)                                                 \
  SHAPE(fn, float, float, f) SHAPE(fn, double, double, d)
VEC_FOR_TYPES(VEC_X, sqrt)
VEC_FOR_TYPES(VEC_XY, copysign)
VEC_FOR_TYPES(VEC_XYZ, fma)
VEC_FOR_TYPES(VEC_K_OF_X, ilogb)
VEC_X(native_sqrt, float, float, f)
VEC_XK(ldexp, ldexp, _Float16, half, int, h)
VEC_XK(ldexp, ldexp, float, float, int, f)
VEC_XK(ldexp, ldexp, double, double, int, d)
VEC_XK(ldexp_uint, ldexp, _Float16, half, uint, h)
VEC_XK(ldexp_uint, ldexp, float, float, uint, f)
VEC_XK(ldexp_uint, ldexp, double, double, uint, d)
VEC_NAN(nan, _Float16, half, ushort, ushort, h)
VEC_NAN(nan, float, float, uint, uint, f)
VEC_NAN(nan, double, double, ulong, ulong, d)
VEC_NAN(nan_signed, _Float16, half, short, ushort, h)
VEC_NAN(nan_signed, float, float, int, uint, f)
VEC_NAN(nan_signed, double, double, long, ulong, d)
/* OUT_IS(T, int) picks the pointee type: the argument's type or int. */
#define VEC_PTR_EXPANDED(...) VEC_PTR(__VA_ARGS__)
#define VEC_PTR_FOR_TYPES(fn, OUT_IS, ARGS, VARGS)                             \
  VEC_PTR_EXPANDED(fn, _Float16, half, OUT_IS(_Float16, int),                  \
                   OUT_IS(half, int), h, ARGS, VARGS)                          \
  VEC_PTR_EXPANDED(fn, float, float, OUT_IS(float, int), OUT_IS(float, int),   \
                   f, ARGS, VARGS)                                             \
  VEC_PTR_EXPANDED(fn, double, double, OUT_IS(double, int),                    \
                   OUT_IS(double, int), d, ARGS, VARGS)
#define SAME(t, i) t
#define INT(t, i) i
VEC_PTR_FOR_TYPES(modf, SAME, ARGS_X, VARGS_X)
VEC_PTR_FOR_TYPES(frexp, INT, ARGS_X, VARGS_X)
VEC_PTR_FOR_TYPES(remquo, INT, ARGS_XY, VARGS_XY)

/* Subnormal arithmetic as the driver compiles it: x[0] * 0.5 with x[0] the
 * smallest normal, x[1] - x[2] (a subnormal difference), and x[3] (a
 * subnormal) * 3, into r[0..2]. */
#define DENORMALS(T, S)                                                        \
  kernel void denormals_##S(global const T *x, global T *r) {                  \
    r[0] = x[0] * (T)0.5;                                                      \
    r[1] = x[1] - x[2];                                                        \
    r[2] = x[3] * (T)3;                                                        \
  }
DENORMALS(_Float16, h)
DENORMALS(float, f)
DENORMALS(double, d)

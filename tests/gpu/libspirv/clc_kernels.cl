/* The __clc_* functions, element e of n = params[0] at width W:
 *   bf16_<T><W> (T ushort: one bfloat16, uint: two): out[k n + e] is
 *     0 fabs(x), 1 fmin(x, y), 2 fmax(x, y), 3 fma(x, y, z)
 *   native_<T><W>: out[e] = native tanh(x); for half also
 *     out[n + e] = native exp2(x) */
#define ELEM(T, v, j) ((T *)&(v))[j]

#define CLC_KERNEL(name, T, VT, W, RESULTS, ...)                               \
  kernel void name(global const T *x, global const T *y, global const T *z, global T *out, \
                   global const uint *params) {                                \
    const int width = W;                                                       \
    uint n = params[0], i = (uint)__spirv_GlobalInvocationId_x();              \
    if (i >= n / width)                                                        \
      return;                                                                  \
    VT a, b, c;                                                                \
    for (int j = 0; j < width; j++) {                                          \
      ELEM(T, a, j) = x[i * width + j];                                        \
      ELEM(T, b, j) = y[i * width + j];                                        \
      ELEM(T, c, j) = z[i * width + j];                                        \
    }                                                                          \
    VT r[RESULTS] = {__VA_ARGS__};                                             \
    for (int k = 0; k < RESULTS; k++)                                          \
      for (int j = 0; j < width; j++)                                          \
        out[k * n + i * width + j] = ELEM(T, r[k], j);                         \
  }

#define BF16(name, T, VT, W)                                                   \
  CLC_KERNEL(name, T, VT, W, 4, __clc_fabs(a), __clc_fmin(a, b), __clc_fmax(a, b), \
             __clc_fma(a, b, c))
#define BF16_WIDTHS(T)                                                         \
  BF16(bf16_##T##1, T, T, 1)                                                   \
  BF16(bf16_##T##2, T, T##2, 2)                                                \
  BF16(bf16_##T##3, T, T##3, 3)                                                \
  BF16(bf16_##T##4, T, T##4, 4)                                                \
  BF16(bf16_##T##8, T, T##8, 8)                                                \
  BF16(bf16_##T##16, T, T##16, 16)
BF16_WIDTHS(ushort)
BF16_WIDTHS(uint)

#define NATIVE_FLOAT(W, VT) CLC_KERNEL(native_float##W, float, VT, W, 1, __clc_native_tanh(a))
NATIVE_FLOAT(1, float)
NATIVE_FLOAT(2, float2)
NATIVE_FLOAT(3, float3)
NATIVE_FLOAT(4, float4)
NATIVE_FLOAT(8, float8)
NATIVE_FLOAT(16, float16)

#define NATIVE_HALF(W, VT)                                                     \
  CLC_KERNEL(native_half##W, _Float16, VT, W, 2, __clc_native_tanh(a), __clc_native_exp2(a))
NATIVE_HALF(1, _Float16)
NATIVE_HALF(2, half2)
NATIVE_HALF(3, half3)
NATIVE_HALF(4, half4)
NATIVE_HALF(8, half8)
NATIVE_HALF(16, half16)

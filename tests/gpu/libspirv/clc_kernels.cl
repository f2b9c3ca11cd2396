/* The __clc_* functions, element e of n = params[0] at width W:
 *   bf16_<T><W> (T ushort: one bfloat16, uint: two): out[k n + e] is
 *     0 fabs(x), 1 fmin(x, y), 2 fmax(x, y), 3 fma(x, y, z)
 *   native_<T><W>: out[e] = native tanh(x); for half also
 *     out[n + e] = native exp2(x) */
#include "kernel_helpers.h"

#define BF16(name, T, VT, W)                                                   \
  ELEMENTWISE_KERNEL(name, T, VT, W, 4, __clc_fabs(a), __clc_fmin(a, b), __clc_fmax(a, b), \
                     __clc_fma(a, b, c))
FOR_EACH_WIDTH(BF16, bf16_, ushort, ushort)
FOR_EACH_WIDTH(BF16, bf16_, uint, uint)

#define NATIVE_FLOAT(name, T, VT, W) ELEMENTWISE_KERNEL(name, T, VT, W, 1, __clc_native_tanh(a))
FOR_EACH_WIDTH(NATIVE_FLOAT, native_, float, float)

#define NATIVE_HALF(name, T, VT, W)                                            \
  ELEMENTWISE_KERNEL(name, T, VT, W, 2, __clc_native_tanh(a), __clc_native_exp2(a))
FOR_EACH_WIDTH(NATIVE_HALF, native_, half, _Float16)

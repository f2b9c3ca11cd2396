/* The common builtins on (x[e], y[e], z[e]) for element e, as scalars and as
 * vectors of each width; result k goes to out[k * n + e], n = params[0]:
 *   0 fclamp(x, y, z)   1 fmax_common(x, y)   2 fmin_common(x, y)
 *   3 step(y, x)        4 sign(x)             5 degrees(x)
 *   6 radians(x)        7 mix(x, y, z)        8 smoothstep(y, z, x) */
#include "kernel_helpers.h"

#define COMMON_KERNEL(name, T, VT, W)                                          \
  ELEMENTWISE_KERNEL(name, T, VT, W, 9, __spirv_ocl_fclamp(a, b, c),           \
                     __spirv_ocl_fmax_common(a, b), __spirv_ocl_fmin_common(a, b), \
                     __spirv_ocl_step(b, a), __spirv_ocl_sign(a), __spirv_ocl_degrees(a), \
                     __spirv_ocl_radians(a), __spirv_ocl_mix(a, b, c),         \
                     __spirv_ocl_smoothstep(b, c, a))

FOR_EACH_WIDTH(COMMON_KERNEL, common_, half, _Float16)
FOR_EACH_WIDTH(COMMON_KERNEL, common_, float, float)
FOR_EACH_WIDTH(COMMON_KERNEL, common_, double, double)

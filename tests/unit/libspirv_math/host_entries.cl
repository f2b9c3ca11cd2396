/* Entry points of the host model: host_<function>_<h|f|d> applies the
 * library's builtin to n inputs, with one signature for every shape
 * (unused arguments ignored), as the test's kernels do on the GPU. Pointer
 * results go through generic pointers. */
#include <spirv/spirv.h>

#define ENTRY(name, T, S, body)                                                \
  void host_##name##_##S(const T *x, const T *y, const T *z, const int *k,    \
                         T *r, T *r2, int *ko, ulong n) {                      \
    for (ulong i = 0; i < n; i++)                                              \
      body;                                                                    \
  }
#define X(name, fn, T, S) ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i]))
#define XY(name, fn, T, S)                                                     \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], y[i]))
#define XYZ(name, fn, T, S)                                                    \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], y[i], z[i]))
#define XK(name, fn, T, S)                                                     \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], k[i]))
#define XU(name, fn, T, S)                                                     \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], (uint)k[i]))
#define K_OF_X(name, fn, T, S)                                                 \
  ENTRY(name, T, S, ko[i] = __spirv_ocl_##fn(x[i]))
#define X_PTR(name, fn, T, S)                                                  \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], &r2[i]))
#define X_KPTR(name, fn, T, S)                                                 \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], &ko[i]))
#define XY_KPTR(name, fn, T, S)                                                \
  ENTRY(name, T, S, r[i] = __spirv_ocl_##fn(x[i], y[i], &ko[i]))

#define ALL_TYPES(SHAPE, name, fn)                                             \
  SHAPE(name, fn, _Float16, h) SHAPE(name, fn, float, f)                       \
      SHAPE(name, fn, double, d)
#define FLOAT_ONLY(SHAPE, name, fn) SHAPE(name, fn, float, f)
#define MATH_FUNCTION(name, fn, SHAPE, TYPES) TYPES(SHAPE, name, fn)
#include "math_list.h"

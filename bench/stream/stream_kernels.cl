/* BabelStream's kernels as SYCL code reaches sycl-nvptx: one work-item per
 * element, ids from the __spirv_ builtins; dot reduces each work-group's
 * partial sums in a local accessor (a local pointer argument, which the
 * local-accessor pass turns into an offset into the dynamic shared block),
 * dot_group through __spirv_GroupFAdd (what sycl::reduce_over_group
 * becomes). */
#define SCALAR 0.4

#define STREAM_KERNELS(T, S)                                                   \
  kernel void copy_##S(global const T *a, global T *c) {                       \
    size_t i = __spirv_GlobalInvocationId_x();                                 \
    c[i] = a[i];                                                               \
  }                                                                            \
  kernel void mul_##S(global T *b, global const T *c) {                        \
    size_t i = __spirv_GlobalInvocationId_x();                                 \
    b[i] = (T)SCALAR * c[i];                                                   \
  }                                                                            \
  kernel void add_##S(global const T *a, global const T *b, global T *c) {     \
    size_t i = __spirv_GlobalInvocationId_x();                                 \
    c[i] = a[i] + b[i];                                                        \
  }                                                                            \
  kernel void triad_##S(global T *a, global const T *b, global const T *c) {   \
    size_t i = __spirv_GlobalInvocationId_x();                                 \
    a[i] = b[i] + (T)SCALAR * c[i];                                            \
  }                                                                            \
  kernel void dot_##S(global const T *a, global const T *b, global T *sums,    \
                      int n, local T *partial) {                               \
    size_t l = __spirv_LocalInvocationId_x();                                  \
    size_t group_size = __spirv_WorkgroupSize_x();                             \
    T sum = 0;                                                                 \
    for (size_t i = __spirv_GlobalInvocationId_x(); i < (size_t)n;             \
         i += __spirv_GlobalSize_x())                                          \
      sum += a[i] * b[i];                                                      \
    partial[l] = sum;                                                          \
    for (size_t stride = group_size / 2; stride > 0; stride /= 2) {                  \
      __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup,     \
                             0x110);                                           \
      if (l < stride)                                                            \
        partial[l] += partial[l + stride];                                       \
    }                                                                          \
    if (l == 0)                                                                \
      sums[__spirv_WorkgroupId_x()] = partial[0];                              \
  }                                                                            \
  kernel void dot_group_##S(global const T *a, global const T *b,              \
                            global T *sums, int n) {                           \
    T sum = 0;                                                                 \
    for (size_t i = __spirv_GlobalInvocationId_x(); i < (size_t)n;             \
         i += __spirv_GlobalSize_x())                                          \
      sum += a[i] * b[i];                                                      \
    sum = __spirv_GroupFAdd(spirv_scope_workgroup,                             \
                            spirv_group_operation_reduce, sum);                \
    if (__spirv_LocalInvocationId_x() == 0)                                    \
      sums[__spirv_WorkgroupId_x()] = sum;                                     \
  }

STREAM_KERNELS(float, f32)
STREAM_KERNELS(double, f64)

/* c = a + b, one work-item per element. The driver includes spirv/spirv.h,
 * so the __spirv_* builtins are declared as SYCL device code sees them. */
kernel void vector_add(global const float *a, global const float *b, global float *c,
                       ulong n) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i < n)
    c[i] = a[i] + b[i];
}

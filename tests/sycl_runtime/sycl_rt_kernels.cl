/* Device code for the real-runtime GPU test (built by sycl-nvptx, once with
 * native and once with recoverable asserts). */

kernel void vector_add(global const float *a, global const float *b, global float *c,
                       ulong n) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i < n)
    c[i] = a[i] + b[i];
}

/* out[y * width + x] = y * 1000 + x; item (0,0) also records the extents
 * it saw, to tell a wrong dimension order from a wrong index. */
kernel void record_2d(global uint *out, global ulong *extents) {
  size_t x = __spirv_GlobalInvocationId_x(), y = __spirv_GlobalInvocationId_y();
  size_t width = __spirv_GlobalSize_x();
  out[y * width + x] = (uint)(y * 1000 + x);
  if (x == 0 && y == 0) {
    extents[0] = width;
    extents[1] = __spirv_GlobalSize_y();
  }
}

/* Each work-group sums its slice of `in` in local memory (tree reduction). */
kernel void group_sum(global const int *in, global int *out, local int *scratch) {
  size_t l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  scratch[l] = in[__spirv_GlobalInvocationId_x()];
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  for (size_t stride = n / 2; stride > 0; stride /= 2) {
    if (l < stride)
      scratch[l] += scratch[l + stride];
    __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  }
  if (l == 0)
    out[__spirv_WorkgroupId_x()] = scratch[0];
}

/* Fails its assert on a negative element. */
kernel void check_non_negative(global const int *data) {
  size_t i = __spirv_GlobalInvocationId_x();
  assert(data[i] >= 0);
}

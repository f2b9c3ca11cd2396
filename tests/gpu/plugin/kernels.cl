/* Device code for the plugin's GPU tests (built by sycl-nvptx, which
 * includes spirv/spirv.h). */

kernel void vector_add(global const float *a, global const float *b, global float *c,
                       ulong n) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i < n)
    c[i] = a[i] + b[i];
}

kernel void add_one(global int *data, ulong n) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i < n)
    data[i] += 1;
}

/* Reads the global offset, so the global-offset pass gives it a
 * record_global_id_with_offset twin. */
kernel void record_global_id(global uint *out) {
  size_t id = __spirv_GlobalInvocationId_x();
  out[id - __spirv_GlobalOffset_x()] = (uint)id;
}

/* 2D ids: out[y * width + x] = y * 1000 + x. */
kernel void record_2d(global uint *out) {
  size_t x = __spirv_GlobalInvocationId_x(), y = __spirv_GlobalInvocationId_y();
  out[y * __spirv_GlobalSize_x() + x] = (uint)(y * 1000 + x);
}

/* Two local arrays of different element sizes: each group sums what its
 * items wrote; overlapping slices would corrupt the sum. */
kernel void local_pair(global int *out, local int *ints, local char *chars) {
  size_t l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  ints[l] = (int)l;
  chars[l] = (char)(l & 0x7f);
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  if (l == 0) {
    int sum = 0;
    for (size_t k = 0; k < n; ++k)
      sum += ints[k] * 1000 + chars[k];
    out[__spirv_WorkgroupId_x()] = sum;
  }
}

/* `count` ints of local memory, written and summed by the group. */
kernel void local_big(global int *out, local int *big, uint count) {
  size_t l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  for (size_t k = l; k < count; k += n)
    big[k] = (int)k;
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  if (l == 0) {
    int sum = 0;
    for (uint k = 0; k < count; ++k)
      sum += big[k];
    out[__spirv_WorkgroupId_x()] = sum;
  }
}

/* Scalar arguments of several sizes. */
kernel void scalars(global long *out, int a, long b, float c, char d) {
  out[0] = a + b + (long)c + d;
}

/* Reads local[l + 1] for every item while only `count` + 1 ints are
 * requested, as dpctl's masked extract does when its array is smaller than
 * the group: the plugin's local-memory floor keeps this from faulting. */
kernel void local_read_past(global int *out, local int *small, uint count) {
  size_t l = __spirv_LocalInvocationId_x();
  if (l <= count)
    small[l] = (int)l;
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  int next = small[l + 1];
  if (l < count)
    out[l] = next;
}

/* Kernels for async_copy_test.c. copy_<T>: one work-group copies n elements
 * of T from global to local memory, every in_stride-th one, writes the
 * local copy out plainly (so the host sees what reached local memory), and
 * copies it back to global memory, to every out_stride-th element. params:
 * n, in_stride, out_stride, local offset, in offset, out offset (elements). */
#define WORKGROUP 2u
#define SUBGROUP 3u

#define COPY_KERNEL(T)                                                         \
  kernel void copy_##T(local T *scratch, global const ulong *params, global const T *in, \
                       global T *mid, global T *out) {                         \
    size_t n = params[0], in_stride = params[1], out_stride = params[2];       \
    local T *tmp = scratch + params[3];                                        \
    event_t e = __spirv_GroupAsyncCopy(WORKGROUP, tmp, in + params[4], n, in_stride, (event_t)0); \
    __spirv_GroupWaitEvents(WORKGROUP, 1, &e);                                 \
    for (size_t i = __spirv_LocalInvocationId_x(); i < n; i += __spirv_WorkgroupSize_x()) \
      mid[i] = tmp[i];                                                         \
    e = __spirv_GroupAsyncCopy(WORKGROUP, out + params[5], tmp, n, out_stride, (event_t)0); \
    __spirv_GroupWaitEvents(WORKGROUP, 1, &e);                                 \
  }

COPY_KERNEL(char)
COPY_KERNEL(short)
COPY_KERNEL(int)
COPY_KERNEL(long)
COPY_KERNEL(char3)
COPY_KERNEL(int3)
COPY_KERNEL(int4)
COPY_KERNEL(long4)
COPY_KERNEL(long8)
COPY_KERNEL(long16)

/* Each sub-group copies its own block of 40 ints (params[0] = stride) into
 * local memory and reads it back reversed after a sub-group wait: the
 * copy's work is shared by the sub-group's lanes only. */
kernel void subgroup_copy(local int *scratch, global const ulong *params, global const int *in,
                          global int *out) {
  uint sg = __spirv_SubgroupId(), lane = __spirv_SubgroupLocalInvocationId();
  local int *block = scratch + sg * 40;
  event_t e = __spirv_GroupAsyncCopy(SUBGROUP, block, in + sg * 40 * params[0], 40, params[0],
                                     (event_t)0);
  __spirv_GroupWaitEvents(SUBGROUP, 1, &e);
  for (uint i = lane; i < 40; i += __spirv_SubgroupSize())
    out[sg * 40 + i] = block[39 - i];
}

/* Prefetch is a hint: the kernel must run and read the data unchanged. */
kernel void prefetch_then_read(global const double *in, global double *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  __spirv_ocl_prefetch(in + i * 64, 64);
  out[i] = in[i * 64 + 63] * 2;
}

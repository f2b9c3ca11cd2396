/* Device code for ur_gpu_test and ur_multi_gpu_test (ur_gpu_test's other
 * kernels come from tests/sycl_runtime/sycl_rt_kernels.cl). */

/* out[i] = the global id of item i, counted from the launch's offset, so
 * a dropped or doubled offset shows. */
kernel void record_offset(global ulong *out) {
  size_t id = __spirv_GlobalInvocationId_x();
  out[id - __spirv_GlobalOffset_x()] = id;
}

/* data[i] += 1 for i < n: in place, so a kernel on one device both reads
 * and writes the memory it is given, a peer's included. */
kernel void add_one(global int *data, ulong n) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i < n)
    data[i] += 1;
}

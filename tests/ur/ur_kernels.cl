/* Device code for ur_gpu_test (the other kernels come from
 * tests/sycl_runtime/sycl_rt_kernels.cl). */

/* out[i] = the global id of item i, counted from the launch's offset, so
 * a dropped or doubled offset shows. */
kernel void record_offset(global ulong *out) {
  size_t id = __spirv_GlobalInvocationId_x();
  out[id - __spirv_GlobalOffset_x()] = id;
}

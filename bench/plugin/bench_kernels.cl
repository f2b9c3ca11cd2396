/* The launched kernel of the launch-overhead benchmark: two arguments, as a
 * small SYCL kernel has, and no work when n is 0. */
kernel void touch(global int *data, ulong n) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i < n)
    data[i] = 1;
}

/* Device code for plugin_kernel_fault: a store through an address the host
 * passes as a number, so the host decides whether it is a valid USM
 * allocation or one no allocation covers (CUDA_ERROR_ILLEGAL_ADDRESS). */
kernel void store_at(ulong address, int value) {
  if (__spirv_GlobalInvocationId_x() == 0)
    *(global int *)address = value;
}

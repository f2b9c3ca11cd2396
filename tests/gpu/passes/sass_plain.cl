/* The same computation twice: through __spirv_GlobalInvocationId_x, which
 * reads the global offset, and through the per-group ids, which do not. */
#ifdef WITHOUT_OFFSET_READ
kernel void ids(global ulong *out) {
  size_t i = __spirv_WorkgroupId_x() * __spirv_WorkgroupSize_x() + __spirv_LocalInvocationId_x();
  out[i] = i;
}
#else
kernel void ids(global ulong *out) {
  size_t i = __spirv_GlobalInvocationId_x();
  out[i] = i;
}
#endif

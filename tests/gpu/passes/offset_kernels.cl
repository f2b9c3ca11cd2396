/* Writes each work-item's global id (which includes the global offset) at
 * its position relative to the offset. */
kernel void global_ids(global ulong *out) {
  size_t x = __spirv_GlobalInvocationId_x() - __spirv_GlobalOffset_x();
  size_t y = __spirv_GlobalInvocationId_y() - __spirv_GlobalOffset_y();
  size_t width = __spirv_GlobalSize_x();
  out[2 * (y * width + x)] = __spirv_GlobalInvocationId_x();
  out[2 * (y * width + x) + 1] = __spirv_GlobalInvocationId_y();
}

/* Three local accessors of different element types and sizes; each
 * work-item reads its neighbour's slots after a barrier, so overlapping or
 * misaligned regions show up as wrong sums. */
kernel void three_locals(local uchar *bytes, local double *doubles, local short *shorts,
                         global double *out) {
  size_t l = __spirv_LocalInvocationId_x();
  size_t n = __spirv_WorkgroupSize_x();
  bytes[l] = (uchar)(l * 3);
  doubles[l] = (double)l * 0.5;
  shorts[l] = (short)(-(int)l);
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  size_t r = (l + 1) % n;
  out[__spirv_GlobalInvocationId_x()] = (double)bytes[r] + doubles[r] + (double)shorts[r];
}

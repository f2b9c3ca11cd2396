/* A tiled SGEMM (C = A B, n x n, n a multiple of 32) with its 32x32 tiles in
 * local accessors after a 3-byte one: the tiles' offsets are the plugin's
 * rounding of 3 bytes up to 16, and the inner loop reads the A tile with
 * 16-byte vector loads, which fault unless that rounding and the pass's
 * assumption agree. */
#define TILE 32

kernel void sgemm_local_tiles(local uchar *pad, local float *a_tile, local float *b_tile,
                              global const float *a, global const float *b, global float *c,
                              int n) {
  int tx = (int)__spirv_LocalInvocationId_x(), ty = (int)__spirv_LocalInvocationId_y();
  int col = (int)__spirv_WorkgroupId_x() * TILE + tx;
  int row = (int)__spirv_WorkgroupId_y() * TILE + ty;
  if (tx == 0 && ty == 0)
    pad[0] = 1;
  float sum = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    a_tile[ty * TILE + tx] = a[row * n + t + tx];
    b_tile[ty * TILE + tx] = b[(t + ty) * n + col];
    __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
#pragma unroll
    for (int k = 0; k < TILE; k++)
      sum += a_tile[ty * TILE + k] * b_tile[k * TILE + tx];
    __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110);
  }
  c[row * n + col] = sum + (float)(pad[0] - 1);
}

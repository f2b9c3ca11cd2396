/* Local-memory kernels as SYCL code reaches sycl-nvptx: every local array is
 * a local accessor (a local pointer argument; the local-accessor pass makes
 * it an offset into the launch's one dynamic shared block). */
#define TILE 32
#define TILE_ROWS 8
#define BARRIER()                                                              \
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110)

/* n x n floats, 32 x 32 tiles through local memory padded to 33 columns,
 * groups of 32 x 8 work-items, each moving four rows of its tile. */
kernel void transpose(global const float *in, global float *out, int n, local float *tile) {
  size_t lx = __spirv_LocalInvocationId_x(), ly = __spirv_LocalInvocationId_y();
  size_t gx = __spirv_WorkgroupId_x() * TILE, gy = __spirv_WorkgroupId_y() * TILE;
  for (size_t j = 0; j < TILE; j += TILE_ROWS)
    tile[(ly + j) * (TILE + 1) + lx] = in[(gy + ly + j) * n + gx + lx];
  BARRIER();
  for (size_t j = 0; j < TILE; j += TILE_ROWS)
    out[(gx + ly + j) * n + gy + lx] = tile[lx * (TILE + 1) + ly + j];
}

/* Tree reductions of one element per work-item, a barrier per step, over
 * one, two and three local arrays. The local id and the stride are int, as
 * in the CUDA twin: with size_t on both sides each compiler's loop runs on
 * 64-bit compares and shifts (bench/README.md). */
kernel void reduce_sum(global const float *in, global float *sums, local float *sum) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  sum[l] = in[__spirv_GlobalInvocationId_x()];
  for (int stride = n / 2; stride > 0; stride /= 2) {
    BARRIER();
    if (l < stride)
      sum[l] += sum[l + stride];
  }
  if (l == 0)
    sums[__spirv_WorkgroupId_x()] = sum[0];
}

kernel void reduce_sum_squares(global const float *in, global float *sums,
                               global float *squares, local float *sum, local float *square) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  float x = in[__spirv_GlobalInvocationId_x()];
  sum[l] = x;
  square[l] = x * x;
  for (int stride = n / 2; stride > 0; stride /= 2) {
    BARRIER();
    if (l < stride) {
      sum[l] += sum[l + stride];
      square[l] += square[l + stride];
    }
  }
  if (l == 0) {
    sums[__spirv_WorkgroupId_x()] = sum[0];
    squares[__spirv_WorkgroupId_x()] = square[0];
  }
}

kernel void reduce_sum_min_max(global const float *in, global float *sums, global float *mins,
                               global float *maxs, local float *sum, local float *lo,
                               local float *hi) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  float x = in[__spirv_GlobalInvocationId_x()];
  sum[l] = x;
  lo[l] = x;
  hi[l] = x;
  for (int stride = n / 2; stride > 0; stride /= 2) {
    BARRIER();
    if (l < stride) {
      sum[l] += sum[l + stride];
      lo[l] = lo[l + stride] < lo[l] ? lo[l + stride] : lo[l];
      hi[l] = hi[l + stride] > hi[l] ? hi[l + stride] : hi[l];
    }
  }
  if (l == 0) {
    size_t g = __spirv_WorkgroupId_x();
    sums[g] = sum[0];
    mins[g] = lo[0];
    maxs[g] = hi[0];
  }
}

/* More than 48 KB of local memory: each group stages a chunk of `chunk`
 * floats and writes it back reversed. */
kernel void reverse_chunks(global const float *in, global float *out, int chunk,
                           local float *staged) {
  size_t l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  size_t base = __spirv_WorkgroupId_x() * (size_t)chunk;
  for (size_t k = l; k < (size_t)chunk; k += n)
    staged[k] = in[base + k];
  BARRIER();
  for (size_t k = l; k < (size_t)chunk; k += n)
    out[base + k] = staged[chunk - 1 - k];
}

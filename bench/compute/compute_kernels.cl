/* Classic compute kernels as SYCL device code reaches sycl-nvptx: every
 * work-group array is a local accessor (a local pointer argument, which the
 * local-accessor pass makes an offset into the launch's dynamic shared
 * memory), ids come from the __spirv_* builtins, atomics are __spirv_Atomic*.
 * compute_kernels.cu is the same algorithms as a CUDA programmer writes them
 * (static __shared__ arrays). Indices are int on both sides, as in CUDA
 * code: with size_t both compilers run the loops on 64-bit arithmetic
 * (bench/README.md, "Loop index types"). */
#define TILE 32
#define BODY_TILE 128
#define MANDELBROT_ITERATIONS 256
#define BARRIER()                                                              \
  __spirv_ControlBarrier(spirv_scope_workgroup, spirv_scope_workgroup, 0x110)

/* c = a b, n x n, 32 x 32 tiles of a and b through local memory, groups of
 * 32 x 32, one element of c per work-item. */
kernel void sgemm_tiled(global const float *a, global const float *b, global float *c, int n,
                        local float *a_tile, local float *b_tile) {
  int lx = __spirv_LocalInvocationId_x(), ly = __spirv_LocalInvocationId_y();
  int col = __spirv_GlobalInvocationId_x(), row = __spirv_GlobalInvocationId_y();
  float sum = 0;
  for (int t = 0; t < n; t += TILE) {
    a_tile[ly * TILE + lx] = a[row * n + t + lx];
    b_tile[ly * TILE + lx] = b[(t + ly) * n + col];
    BARRIER();
    for (int k = 0; k < TILE; ++k)
      sum += a_tile[ly * TILE + k] * b_tile[k * TILE + lx];
    BARRIER();
  }
  c[row * n + col] = sum;
}

/* The same with the tiles declared in the kernel (a static local array):
 * the local-accessor kernel above should be as fast. */
kernel void sgemm_tiled_static(global const float *a, global const float *b, global float *c,
                               int n) {
  local float a_tile[TILE][TILE], b_tile[TILE][TILE];
  int lx = __spirv_LocalInvocationId_x(), ly = __spirv_LocalInvocationId_y();
  int col = __spirv_GlobalInvocationId_x(), row = __spirv_GlobalInvocationId_y();
  float sum = 0;
  for (int t = 0; t < n; t += TILE) {
    a_tile[ly][lx] = a[row * n + t + lx];
    b_tile[ly][lx] = b[(t + ly) * n + col];
    BARRIER();
    for (int k = 0; k < TILE; ++k)
      sum += a_tile[ly][k] * b_tile[k][lx];
    BARRIER();
  }
  c[row * n + col] = sum;
}

/* c = a b straight from global memory, one element per work-item. */
kernel void sgemm_naive(global const float *a, global const float *b, global float *c, int n) {
  int col = __spirv_GlobalInvocationId_x(), row = __spirv_GlobalInvocationId_y();
  float sum = 0;
  for (int k = 0; k < n; ++k)
    sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}

/* The gravitational acceleration of each body (xyz: position, w: mass) from
 * all n, softened; the bodies pass through local memory 128 at a time
 * (groups of 128). */
kernel void nbody(global const float4 *bodies, global float4 *accel, int n, float softening2,
                  local float4 *tile) {
  int l = __spirv_LocalInvocationId_x();
  float4 p = bodies[__spirv_GlobalInvocationId_x()];
  float ax = 0, ay = 0, az = 0;
  for (int t = 0; t < n; t += BODY_TILE) {
    tile[l] = bodies[t + l];
    BARRIER();
    for (int j = 0; j < BODY_TILE; ++j) {
      float4 q = tile[j];
      float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      float inv = __spirv_ocl_rsqrt(dx * dx + dy * dy + dz * dz + softening2);
      float s = q.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    BARRIER();
  }
  accel[__spirv_GlobalInvocationId_x()] = (float4)(ax, ay, az, 0);
}

/* One Jacobi step of the 3-D 7-point Laplacian stencil over nx x ny x nz
 * points; boundary points are copied. */
kernel void stencil7(global const float *in, global float *out, int nx, int ny, int nz) {
  int x = __spirv_GlobalInvocationId_x(), y = __spirv_GlobalInvocationId_y(),
      z = __spirv_GlobalInvocationId_z();
  int plane = nx * ny, i = z * plane + y * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.4f * in[i] +
           0.1f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - plane] + in[i + plane]);
}

/* y = A x, A in CSR, one row per work-item. */
kernel void spmv_csr(global const int *row_start, global const int *columns,
                     global const float *values, global const float *x, global float *y,
                     int rows) {
  int r = __spirv_GlobalInvocationId_x();
  if (r >= rows)
    return;
  float sum = 0;
  for (int k = row_start[r]; k < row_start[r + 1]; ++k)
    sum += values[k] * x[columns[k]];
  y[r] = sum;
}

/* A 256-bin histogram of the bytes of `words` words: each group counts its
 * share in local memory with local atomics, then adds its counts to the
 * global bins with global atomics. */
kernel void histogram256(global const uint *data, int words, global uint *bins,
                         local uint *group_bins) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  for (int b = l; b < 256; b += n)
    group_bins[b] = 0;
  BARRIER();
  int stride = __spirv_GlobalSize_x();
  for (int i = __spirv_GlobalInvocationId_x(); i < words; i += stride) {
    uint w = data[i];
    for (int byte = 0; byte < 4; ++byte)
      __spirv_AtomicIAdd(&group_bins[(w >> (8 * byte)) & 255], spirv_scope_workgroup,
                         spirv_semantics_relaxed, 1u);
  }
  BARRIER();
  for (int b = l; b < 256; b += n)
    __spirv_AtomicIAdd(&bins[b], spirv_scope_device, spirv_semantics_relaxed, group_bins[b]);
}

/* Escape iterations of c = x0 + px step + i (y0 + py step), float, at most
 * 256, one pixel per work-item. */
kernel void mandelbrot(global int *iterations, int width, float x0, float y0, float step) {
  int px = __spirv_GlobalInvocationId_x(), py = __spirv_GlobalInvocationId_y();
  float cr = x0 + px * step, ci = y0 + py * step, zr = 0, zi = 0;
  int it = 0;
  while (it < MANDELBROT_ITERATIONS && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  iterations[py * width + px] = it;
}

/* The first pass of an exclusive scan: each group scans its elements in
 * local memory (Hillis-Steele, one element per work-item) and writes its
 * block's total, which a second pass would scan and add. */
kernel void scan_blocks(global const uint *in, global uint *out, global uint *block_sums,
                        local uint *partial) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  int i = __spirv_GlobalInvocationId_x();
  uint x = in[i];
  partial[l] = x;
  for (int offset = 1; offset < n; offset *= 2) {
    BARRIER();
    uint add = l >= offset ? partial[l - offset] : 0;
    BARRIER();
    partial[l] += add;
  }
  out[i] = partial[l] - x;
  if (l == n - 1)
    block_sums[__spirv_WorkgroupId_x()] = partial[l];
}

/* Sorts each block of twice the group's size in local memory, every stage
 * of a bitonic network, one compare-exchange per work-item per step. */
kernel void bitonic_sort_blocks(global const uint *in, global uint *out, local uint *block) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  int base = __spirv_WorkgroupId_x() * 2 * n;
  block[l] = in[base + l];
  block[l + n] = in[base + l + n];
  for (int size = 2; size <= 2 * n; size *= 2) {
    for (int stride = size / 2; stride > 0; stride /= 2) {
      BARRIER();
      int i = 2 * l - (l & (stride - 1)), j = i + stride;
      bool ascending = (i & size) == 0;
      uint a = block[i], b = block[j];
      if ((a > b) == ascending) {
        block[i] = b;
        block[j] = a;
      }
    }
  }
  BARRIER();
  out[base + l] = block[l];
  out[base + l + n] = block[l + n];
}

/* A sum the way SYCL code writes one by hand: each work-item adds up a
 * strided share of the n floats, then the group's partial sums meet in a
 * local tree; one result per group. */
kernel void reduce_strided(global const float *in, int n, global float *group_sums,
                           local float *partial) {
  int l = __spirv_LocalInvocationId_x(), size = __spirv_WorkgroupSize_x();
  int step = __spirv_GlobalSize_x();
  float sum = 0;
  for (int i = __spirv_GlobalInvocationId_x(); i < n; i += step)
    sum += in[i];
  partial[l] = sum;
  for (int stride = size / 2; stride > 0; stride /= 2) {
    BARRIER();
    if (l < stride)
      partial[l] += partial[l + stride];
  }
  if (l == 0)
    group_sums[__spirv_WorkgroupId_x()] = partial[0];
}

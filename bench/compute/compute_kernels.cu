// compute_kernels.cl as a CUDA programmer writes it, for nvcc -arch=sm_90
// -O3: the same algorithms, names and launch shapes, with each work-group
// array a static __shared__ array sized for its block (so these kernels take
// no local-memory arguments) and CUDA's atomicAdd and rsqrtf.
#define TILE 32
#define BODY_TILE 128
#define MANDELBROT_ITERATIONS 256
#define SCAN_BLOCK 512
#define SORT_BLOCK 1024
#define REDUCE_BLOCK 256

extern "C" __global__ void sgemm_tiled(const float *a, const float *b, float *c, int n) {
  __shared__ float a_tile[TILE][TILE], b_tile[TILE][TILE];
  int lx = threadIdx.x, ly = threadIdx.y;
  int col = blockIdx.x * TILE + lx, row = blockIdx.y * TILE + ly;
  float sum = 0;
  for (int t = 0; t < n; t += TILE) {
    a_tile[ly][lx] = a[row * n + t + lx];
    b_tile[ly][lx] = b[(t + ly) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += a_tile[ly][k] * b_tile[k][lx];
    __syncthreads();
  }
  c[row * n + col] = sum;
}

extern "C" __global__ void sgemm_naive(const float *a, const float *b, float *c, int n) {
  int col = blockIdx.x * blockDim.x + threadIdx.x, row = blockIdx.y * blockDim.y + threadIdx.y;
  float sum = 0;
  for (int k = 0; k < n; ++k)
    sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}

extern "C" __global__ void nbody(const float4 *bodies, float4 *accel, int n, float softening2) {
  __shared__ float4 tile[BODY_TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = bodies[i];
  float ax = 0, ay = 0, az = 0;
  for (int t = 0; t < n; t += BODY_TILE) {
    tile[threadIdx.x] = bodies[t + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < BODY_TILE; ++j) {
      float4 q = tile[j];
      float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      float inv = rsqrtf(dx * dx + dy * dy + dz * dz + softening2);
      float s = q.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  accel[i] = make_float4(ax, ay, az, 0);
}

extern "C" __global__ void stencil7(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y,
      z = blockIdx.z * blockDim.z + threadIdx.z;
  int plane = nx * ny, i = z * plane + y * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.4f * in[i] +
           0.1f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - plane] + in[i + plane]);
}

extern "C" __global__ void spmv_csr(const int *row_start, const int *columns, const float *values,
                                    const float *x, float *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float sum = 0;
  for (int k = row_start[r]; k < row_start[r + 1]; ++k)
    sum += values[k] * x[columns[k]];
  y[r] = sum;
}

extern "C" __global__ void histogram256(const unsigned *data, int words, unsigned *bins) {
  __shared__ unsigned group_bins[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    group_bins[b] = 0;
  __syncthreads();
  int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < words; i += stride) {
    unsigned w = data[i];
    for (int byte = 0; byte < 4; ++byte)
      atomicAdd(&group_bins[(w >> (8 * byte)) & 255], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    atomicAdd(&bins[b], group_bins[b]);
}

extern "C" __global__ void mandelbrot(int *iterations, int width, float x0, float y0, float step) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
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

extern "C" __global__ void scan_blocks(const unsigned *in, unsigned *out, unsigned *block_sums) {
  __shared__ unsigned partial[SCAN_BLOCK];
  int l = threadIdx.x, i = blockIdx.x * blockDim.x + l;
  unsigned x = in[i];
  partial[l] = x;
  for (int offset = 1; offset < blockDim.x; offset *= 2) {
    __syncthreads();
    unsigned add = l >= offset ? partial[l - offset] : 0;
    __syncthreads();
    partial[l] += add;
  }
  out[i] = partial[l] - x;
  if (l == blockDim.x - 1)
    block_sums[blockIdx.x] = partial[l];
}

extern "C" __global__ void bitonic_sort_blocks(const unsigned *in, unsigned *out) {
  __shared__ unsigned block[SORT_BLOCK];
  int l = threadIdx.x, n = blockDim.x, base = blockIdx.x * 2 * n;
  block[l] = in[base + l];
  block[l + n] = in[base + l + n];
  for (int size = 2; size <= 2 * n; size *= 2) {
    for (int stride = size / 2; stride > 0; stride /= 2) {
      __syncthreads();
      int i = 2 * l - (l & (stride - 1)), j = i + stride;
      bool ascending = (i & size) == 0;
      unsigned a = block[i], b = block[j];
      if ((a > b) == ascending) {
        block[i] = b;
        block[j] = a;
      }
    }
  }
  __syncthreads();
  out[base + l] = block[l];
  out[base + l + n] = block[l + n];
}

extern "C" __global__ void reduce_strided(const float *in, int n, float *group_sums) {
  __shared__ float partial[REDUCE_BLOCK];
  int l = threadIdx.x, step = gridDim.x * blockDim.x;
  float sum = 0;
  for (int i = blockIdx.x * blockDim.x + l; i < n; i += step)
    sum += in[i];
  partial[l] = sum;
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    __syncthreads();
    if (l < stride)
      partial[l] += partial[l + stride];
  }
  if (l == 0)
    group_sums[blockIdx.x] = partial[0];
}

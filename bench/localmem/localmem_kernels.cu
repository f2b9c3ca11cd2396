// The local-memory kernels of localmem_kernels.cl as a CUDA programmer writes
// them: the transpose tile as a static __shared__ array, the reductions and
// the large kernel in dynamic shared memory (extern __shared__). The plugin
// passes each local-memory argument as an unsigned offset into the dynamic
// block (the layout a SYCL kernel gets); these kernels lay their arrays out
// themselves, as with cudaLaunchKernel's sharedMem, and leave the offsets be.
#define TILE 32
#define TILE_ROWS 8

extern "C" __global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int lx = threadIdx.x, ly = threadIdx.y;
  int gx = blockIdx.x * TILE, gy = blockIdx.y * TILE;
  for (int j = 0; j < TILE; j += TILE_ROWS)
    tile[ly + j][lx] = in[(size_t)(gy + ly + j) * n + gx + lx];
  __syncthreads();
  for (int j = 0; j < TILE; j += TILE_ROWS)
    out[(size_t)(gx + ly + j) * n + gy + lx] = tile[lx][ly + j];
}

extern __shared__ float dynamic_shared[];

extern "C" __global__ void reduce_sum(const float *in, float *sums, unsigned) {
  float *sum = dynamic_shared;
  int l = threadIdx.x;
  sum[l] = in[blockIdx.x * blockDim.x + l];
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    __syncthreads();
    if (l < stride)
      sum[l] += sum[l + stride];
  }
  if (l == 0)
    sums[blockIdx.x] = sum[0];
}

extern "C" __global__ void reduce_sum_squares(const float *in, float *sums, float *squares,
                                              unsigned, unsigned) {
  float *sum = dynamic_shared, *square = dynamic_shared + blockDim.x;
  int l = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + l];
  sum[l] = x;
  square[l] = x * x;
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    __syncthreads();
    if (l < stride) {
      sum[l] += sum[l + stride];
      square[l] += square[l + stride];
    }
  }
  if (l == 0) {
    sums[blockIdx.x] = sum[0];
    squares[blockIdx.x] = square[0];
  }
}

extern "C" __global__ void reduce_sum_min_max(const float *in, float *sums, float *mins,
                                              float *maxs, unsigned, unsigned, unsigned) {
  float *sum = dynamic_shared, *lo = sum + blockDim.x, *hi = lo + blockDim.x;
  int l = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + l];
  sum[l] = x;
  lo[l] = x;
  hi[l] = x;
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    __syncthreads();
    if (l < stride) {
      sum[l] += sum[l + stride];
      lo[l] = lo[l + stride] < lo[l] ? lo[l + stride] : lo[l];
      hi[l] = hi[l + stride] > hi[l] ? hi[l + stride] : hi[l];
    }
  }
  if (l == 0) {
    sums[blockIdx.x] = sum[0];
    mins[blockIdx.x] = lo[0];
    maxs[blockIdx.x] = hi[0];
  }
}

// Above 48 KB CUDA wants cudaFuncSetAttribute(MaxDynamicSharedMemorySize);
// the plugin sets it (cuFuncSetAttribute) for whatever kernel it launches.
extern "C" __global__ void reverse_chunks(const float *in, float *out, int chunk, unsigned) {
  float *staged = dynamic_shared;
  size_t base = (size_t)blockIdx.x * chunk;
  for (int k = threadIdx.x; k < chunk; k += blockDim.x)
    staged[k] = in[base + k];
  __syncthreads();
  for (int k = threadIdx.x; k < chunk; k += blockDim.x)
    out[base + k] = staged[chunk - 1 - k];
}

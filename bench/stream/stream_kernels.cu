// BabelStream's kernels as a CUDA programmer writes them (int indices, a
// compile-time scalar, dot's partial sums in a static __shared__ array), for
// nvcc -arch=sm_90 -O3. Launched through the plugin with the same shapes as
// stream_kernels.cl.
#define SCALAR 0.4
#define TBSIZE 1024

template <typename T> __device__ void copy(const T *a, T *c) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  c[i] = a[i];
}

template <typename T> __device__ void mul(T *b, const T *c) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  b[i] = (T)SCALAR * c[i];
}

template <typename T> __device__ void add(const T *a, const T *b, T *c) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  c[i] = a[i] + b[i];
}

template <typename T> __device__ void triad(T *a, const T *b, const T *c) {
  const int i = blockDim.x * blockIdx.x + threadIdx.x;
  a[i] = b[i] + (T)SCALAR * c[i];
}

template <typename T> __device__ void dot(const T *a, const T *b, T *sums, int n) {
  __shared__ T partial[TBSIZE];
  const int l = threadIdx.x;
  T sum = 0;
  for (int i = blockDim.x * blockIdx.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += a[i] * b[i];
  partial[l] = sum;
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    __syncthreads();
    if (l < stride)
      partial[l] += partial[l + stride];
  }
  if (l == 0)
    sums[blockIdx.x] = partial[0];
}

#define STREAM_KERNELS(T, S)                                                                       \
  extern "C" __global__ void copy_##S(const T *a, T *c) { copy(a, c); }                            \
  extern "C" __global__ void mul_##S(T *b, const T *c) { mul(b, c); }                              \
  extern "C" __global__ void add_##S(const T *a, const T *b, T *c) { add(a, b, c); }               \
  extern "C" __global__ void triad_##S(T *a, const T *b, const T *c) { triad(a, b, c); }           \
  extern "C" __global__ void dot_##S(const T *a, const T *b, T *sums, int n) {                     \
    dot(a, b, sums, n);                                                                            \
  }

STREAM_KERNELS(float, f32)
STREAM_KERNELS(double, f64)

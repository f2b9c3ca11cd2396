// The work-group sum of bench_group_sum, as a CUDA programmer writes it with
// CUB: one float per thread, cub::BlockReduce over blocks of 256, thread 0
// writes the block's sum. group_sum_broadcast then gives every thread the
// sum through shared memory, as SPIR-V's GroupFAdd gives it to every
// work-item.
#include <cub/block/block_reduce.cuh>

using BlockReduce = cub::BlockReduce<float, 256>;

extern "C" __global__ void __launch_bounds__(256) group_sum(const float *in, float *out) {
  __shared__ typename BlockReduce::TempStorage storage;
  float sum = BlockReduce(storage).Sum(in[blockIdx.x * 256 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}

extern "C" __global__ void __launch_bounds__(256) group_sum_broadcast(const float *in,
                                                                       float *out) {
  __shared__ typename BlockReduce::TempStorage storage;
  __shared__ float total;
  float sum = BlockReduce(storage).Sum(in[blockIdx.x * 256 + threadIdx.x]);
  if (threadIdx.x == 0)
    total = sum;
  __syncthreads();
  sum = total;
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}

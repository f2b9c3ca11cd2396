// The work-group sum of bench_group_sum, as a CUDA programmer writes it with
// CUB: one float per thread, cub::BlockReduce over blocks of 256, thread 0
// writes the block's sum.
#include <cub/block/block_reduce.cuh>

extern "C" __global__ void __launch_bounds__(256) group_sum(const float *in, float *out) {
  using BlockReduce = cub::BlockReduce<float, 256>;
  __shared__ typename BlockReduce::TempStorage storage;
  float sum = BlockReduce(storage).Sum(in[blockIdx.x * 256 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}

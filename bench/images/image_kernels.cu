// The image benchmark's kernel, CUDA's: the same sampling points as
// image_kernels.ll (each step rounded, no fma), through a texture object
// with the texture unit's filtering.
extern "C" __global__ void sample_2d(cudaTextureObject_t texture, float4 *out, int width,
                                     int height, float scale, float offset, float inv_width,
                                     float inv_height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float u = __fmul_rn(__fadd_rn(__fmul_rn((float)x, scale), offset), inv_width);
  float v = __fmul_rn(__fadd_rn(__fmul_rn((float)y, scale), offset), inv_height);
  out[y * width + x] = tex2D<float4>(texture, u, v);
}

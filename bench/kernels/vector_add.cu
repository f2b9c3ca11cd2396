// The vector-add kernel as a CUDA programmer writes it, for comparing the
// code nvcc makes with what sycl-nvptx makes of examples/vector_add.
extern "C" __global__ void vector_add(const float *a, const float *b, float *c,
                                      unsigned long n) {
  unsigned long i = (unsigned long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

/* cuMemset*: 8, 16 and 32-bit values over device memory, 1D and 2D, done
 * at once. */
#include <string.h>

#include "fake.h"

/* height rows of width elements of `element` bytes, pitch bytes apart. */
static CUresult fill(CUdeviceptr p, size_t pitch, const void *value, size_t element, size_t width,
                     size_t height, CUstream stream) {
  if (!fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!width || !height)
    return CUDA_SUCCESS;
  struct fake_alloc a;
  size_t row = width * element;
  if (p % element || pitch < row || !fake_alloc_find(p, (height - 1) * pitch + row, &a))
    return CUDA_ERROR_INVALID_VALUE;
  for (size_t y = 0; y < height; ++y) {
    char *at = (char *)p + y * pitch;
    for (size_t x = 0; x < width; ++x)
      memcpy(at + x * element, value, element);
  }
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemsetD8Async(CUdeviceptr p, unsigned char v, size_t n, CUstream s) {
  return fill(p, n, &v, 1, n, 1, s);
}
CUresult CUDAAPI cuMemsetD16Async(CUdeviceptr p, unsigned short v, size_t n, CUstream s) {
  return fill(p, n * 2, &v, 2, n, 1, s);
}
CUresult CUDAAPI cuMemsetD32Async(CUdeviceptr p, unsigned int v, size_t n, CUstream s) {
  return fill(p, n * 4, &v, 4, n, 1, s);
}
CUresult CUDAAPI cuMemsetD8(CUdeviceptr p, unsigned char v, size_t n) {
  return fill(p, n, &v, 1, n, 1, NULL);
}
CUresult CUDAAPI cuMemsetD16(CUdeviceptr p, unsigned short v, size_t n) {
  return fill(p, n * 2, &v, 2, n, 1, NULL);
}
CUresult CUDAAPI cuMemsetD32(CUdeviceptr p, unsigned int v, size_t n) {
  return fill(p, n * 4, &v, 4, n, 1, NULL);
}

CUresult CUDAAPI cuMemsetD2D8Async(CUdeviceptr p, size_t pitch, unsigned char v, size_t w, size_t h,
                                   CUstream s) {
  return fill(p, pitch, &v, 1, w, h, s);
}
CUresult CUDAAPI cuMemsetD2D16Async(CUdeviceptr p, size_t pitch, unsigned short v, size_t w,
                                    size_t h, CUstream s) {
  return fill(p, pitch, &v, 2, w, h, s);
}
CUresult CUDAAPI cuMemsetD2D32Async(CUdeviceptr p, size_t pitch, unsigned int v, size_t w, size_t h,
                                    CUstream s) {
  return fill(p, pitch, &v, 4, w, h, s);
}
CUresult CUDAAPI cuMemsetD2D8(CUdeviceptr p, size_t pitch, unsigned char v, size_t w, size_t h) {
  return fill(p, pitch, &v, 1, w, h, NULL);
}
CUresult CUDAAPI cuMemsetD2D16(CUdeviceptr p, size_t pitch, unsigned short v, size_t w, size_t h) {
  return fill(p, pitch, &v, 2, w, h, NULL);
}
CUresult CUDAAPI cuMemsetD2D32(CUdeviceptr p, size_t pitch, unsigned int v, size_t w, size_t h) {
  return fill(p, pitch, &v, 4, w, h, NULL);
}

/* Copies, done at once with memmove. A pointer passed as device memory must
 * lie in an allocation the fake made or registered: the double's way to
 * catch a face handing CUDA a wrong address. */
#include <string.h>

#include "fake.h"

static bool device_range(CUdeviceptr p, size_t size) {
  struct fake_alloc a;
  return size == 0 || fake_alloc_find(p, size, &a);
}

static CUresult copy(void *dst, const void *src, size_t size, CUstream stream) {
  if (!fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  if (size && (!dst || !src))
    return CUDA_ERROR_INVALID_VALUE;
  if (size)
    memmove(dst, src, size);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t size) {
  return copy((void *)dst, (const void *)src, size, NULL);
}

CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t size, CUstream stream) {
  return copy((void *)dst, (const void *)src, size, stream);
}

CUresult CUDAAPI cuMemcpyHtoDAsync(CUdeviceptr dst, const void *src, size_t size, CUstream stream) {
  if (!device_range(dst, size))
    return CUDA_ERROR_INVALID_VALUE;
  return copy((void *)dst, src, size, stream);
}

CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t size) {
  return cuMemcpyHtoDAsync(dst, src, size, NULL);
}

CUresult CUDAAPI cuMemcpyDtoHAsync(void *dst, CUdeviceptr src, size_t size, CUstream stream) {
  if (!device_range(src, size))
    return CUDA_ERROR_INVALID_VALUE;
  return copy(dst, (const void *)src, size, stream);
}

CUresult CUDAAPI cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t size) {
  return cuMemcpyDtoHAsync(dst, src, size, NULL);
}

CUresult CUDAAPI cuMemcpyDtoDAsync(CUdeviceptr dst, CUdeviceptr src, size_t size, CUstream stream) {
  if (!device_range(dst, size) || !device_range(src, size))
    return CUDA_ERROR_INVALID_VALUE;
  return copy((void *)dst, (const void *)src, size, stream);
}

CUresult CUDAAPI cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t size) {
  return cuMemcpyDtoDAsync(dst, src, size, NULL);
}

static bool context_ok(CUcontext context) {
  return context && fake_handle_is(context, FAKE_CONTEXT);
}

CUresult CUDAAPI cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dst_context, CUdeviceptr src,
                                   CUcontext src_context, size_t size, CUstream stream) {
  if (!context_ok(dst_context) || !context_ok(src_context))
    return CUDA_ERROR_INVALID_CONTEXT;
  return cuMemcpyDtoDAsync(dst, src, size, stream);
}

CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr dst, CUcontext dst_context, CUdeviceptr src,
                              CUcontext src_context, size_t size) {
  return cuMemcpyPeerAsync(dst, dst_context, src, src_context, size, NULL);
}

/* One side of a 3D copy: its first byte, and whether the box it spans lies
 * in known memory when it is device memory. */
static CUresult side(CUmemorytype type, const void *host, CUdeviceptr device, size_t x, size_t y,
                     size_t z, size_t pitch, size_t height, const CUDA_MEMCPY3D *c, char **start) {
  size_t offset = x + (z * height + y) * pitch;
  size_t span = ((c->Depth - 1) * height + (c->Height - 1)) * pitch + c->WidthInBytes;
  switch (type) {
  case CU_MEMORYTYPE_HOST:
    *start = (char *)host + offset;
    return host ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
  case CU_MEMORYTYPE_UNIFIED:
    *start = (char *)device + offset;
    return device ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
  case CU_MEMORYTYPE_DEVICE:
    *start = (char *)device + offset;
    return device_range(device + offset, span) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
  default: /* arrays: the fake has none */
    return CUDA_ERROR_NOT_SUPPORTED;
  }
}

CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D *c, CUstream stream) {
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  if (!fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!c->WidthInBytes || !c->Height || !c->Depth)
    return CUDA_SUCCESS;
  size_t src_height = c->Depth > 1 ? c->srcHeight : c->Height;
  size_t dst_height = c->Depth > 1 ? c->dstHeight : c->Height;
  if (c->srcPitch < c->WidthInBytes || c->dstPitch < c->WidthInBytes || src_height < c->Height ||
      dst_height < c->Height)
    return CUDA_ERROR_INVALID_VALUE;
  char *src, *dst;
  CUresult r = side(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcXInBytes, c->srcY, c->srcZ,
                    c->srcPitch, src_height, c, &src);
  if (r == CUDA_SUCCESS)
    r = side(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstXInBytes, c->dstY, c->dstZ,
             c->dstPitch, dst_height, c, &dst);
  if (r != CUDA_SUCCESS)
    return r;
  for (size_t z = 0; z < c->Depth; ++z)
    for (size_t y = 0; y < c->Height; ++y)
      memmove(dst + (z * dst_height + y) * c->dstPitch, src + (z * src_height + y) * c->srcPitch,
              c->WidthInBytes);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpy3D(const CUDA_MEMCPY3D *c) { return cuMemcpy3DAsync(c, NULL); }

CUresult CUDAAPI cuMemcpy2DAsync(const CUDA_MEMCPY2D *c, CUstream stream) {
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  CUDA_MEMCPY3D box = {.srcXInBytes = c->srcXInBytes,
                       .srcY = c->srcY,
                       .srcMemoryType = c->srcMemoryType,
                       .srcHost = c->srcHost,
                       .srcDevice = c->srcDevice,
                       .srcArray = c->srcArray,
                       .srcPitch = c->srcPitch,
                       .srcHeight = c->Height,
                       .dstXInBytes = c->dstXInBytes,
                       .dstY = c->dstY,
                       .dstMemoryType = c->dstMemoryType,
                       .dstHost = c->dstHost,
                       .dstDevice = c->dstDevice,
                       .dstArray = c->dstArray,
                       .dstPitch = c->dstPitch,
                       .dstHeight = c->Height,
                       .WidthInBytes = c->WidthInBytes,
                       .Height = c->Height,
                       .Depth = 1};
  return cuMemcpy3DAsync(&box, stream);
}

CUresult CUDAAPI cuMemcpy2D(const CUDA_MEMCPY2D *c) { return cuMemcpy2DAsync(c, NULL); }

CUresult CUDAAPI cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *c) { return cuMemcpy2DAsync(c, NULL); }

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

/* One side of a 3D copy: its first byte and its row and slice steps, and
 * whether the box it spans lies in known memory (device memory) or inside
 * the array. An array's own layout replaces the pitch and height given. */
struct copy_side {
  CUmemorytype type;
  const void *host;
  CUdeviceptr device;
  CUarray array;
  size_t x, y, z, pitch, height;
};

static CUresult side(struct copy_side *s, const CUDA_MEMCPY3D *c, char **start) {
  if (s->type == CU_MEMORYTYPE_ARRAY) {
    struct CUarray_st *a = fake_array(s->array);
    if (!a)
      return CUDA_ERROR_INVALID_HANDLE;
    if (s->x + c->WidthInBytes > a->row_bytes || s->y + c->Height > a->rows ||
        s->z + c->Depth > a->slices)
      return CUDA_ERROR_INVALID_VALUE;
    s->pitch = a->row_bytes, s->height = a->rows;
    *start = a->texels + s->x + (s->z * s->height + s->y) * s->pitch;
    return CUDA_SUCCESS;
  }
  if (s->pitch < c->WidthInBytes || s->height < c->Height)
    return CUDA_ERROR_INVALID_VALUE;
  size_t offset = s->x + (s->z * s->height + s->y) * s->pitch;
  size_t span = ((c->Depth - 1) * s->height + (c->Height - 1)) * s->pitch + c->WidthInBytes;
  switch (s->type) {
  case CU_MEMORYTYPE_HOST:
    *start = (char *)s->host + offset;
    return s->host ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
  case CU_MEMORYTYPE_UNIFIED:
    *start = (char *)s->device + offset;
    return s->device ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
  case CU_MEMORYTYPE_DEVICE:
    *start = (char *)s->device + offset;
    return device_range(s->device + offset, span) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}

CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D *c, CUstream stream) {
  if (!c)
    return CUDA_ERROR_INVALID_VALUE;
  if (!fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!c->WidthInBytes || !c->Height || !c->Depth)
    return CUDA_SUCCESS;
  struct copy_side from = {c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray,
                           c->srcXInBytes, c->srcY, c->srcZ, c->srcPitch,
                           c->Depth > 1 ? c->srcHeight : c->Height};
  struct copy_side to = {c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray,
                         c->dstXInBytes, c->dstY, c->dstZ, c->dstPitch,
                         c->Depth > 1 ? c->dstHeight : c->Height};
  char *src, *dst;
  CUresult r = side(&from, c, &src);
  if (r == CUDA_SUCCESS)
    r = side(&to, c, &dst);
  if (r != CUDA_SUCCESS)
    return r;
  for (size_t z = 0; z < c->Depth; ++z)
    for (size_t y = 0; y < c->Height; ++y)
      memmove(dst + (z * to.height + y) * to.pitch, src + (z * from.height + y) * from.pitch,
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

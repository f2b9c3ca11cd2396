/* The CUDA_MEMCPY3D of a copy between host memory, buffers and USM: shared
 * by the queue's rectangular copies (cuMemcpy3DAsync) and a command
 * buffer's copy nodes (cuGraphAddMemcpyNode). Pure, no driver calls. */
#ifndef CUDA_CORE_RECT_COPY_H
#define CUDA_CORE_RECT_COPY_H

#include "objects.h"

/* One side of a copy: host memory or device memory (CU_MEMORYTYPE_UNIFIED
 * for a USM pointer of any kind), its origin and pitches (0 means tightly
 * packed). */
struct rect_side {
  CUmemorytype type;
  const void *host;
  CUdeviceptr device;
  struct rect_offset origin;
  size_t row_pitch, slice_pitch;
};

CUDA_MEMCPY3D rect_copy_params(const struct rect_side *src, const struct rect_side *dst,
                               const struct rect_region *region);

/* `size` bytes from the start of `src` to the start of `dst`. */
CUDA_MEMCPY3D linear_copy_params(const struct rect_side *src, const struct rect_side *dst,
                                 size_t size);

/* A USM pointer or plain host memory, as CU_MEMORYTYPE_UNIFIED lets the
 * driver tell them apart. */
static inline struct rect_side usm_side(const void *ptr) {
  return (struct rect_side){.type = CU_MEMORYTYPE_UNIFIED, .device = (CUdeviceptr)ptr};
}
static inline struct rect_side host_side(const void *ptr) {
  return (struct rect_side){.type = CU_MEMORYTYPE_HOST, .host = ptr};
}
static inline struct rect_side device_side(CUdeviceptr ptr) {
  return (struct rect_side){.type = CU_MEMORYTYPE_DEVICE, .device = ptr};
}

#endif

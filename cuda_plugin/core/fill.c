#include "fill.h"

#include <stdbool.h>
#include <string.h>

#include "driver.h"
#include "errors.h"

uint32_t fill_memsets(CUdeviceptr dst, size_t size, const void *pattern, size_t pattern_size,
                      CUDA_MEMSET_NODE_PARAMS out[FILL_MAX_MEMSETS]) {
  unsigned width = pattern_size % 4 == 0 ? 4 : pattern_size % 2 == 0 ? 2 : 1;
  size_t rows = size / pattern_size;
  const unsigned char *bytes = pattern;
  uint32_t count = 0;
  for (size_t column = 0; column < pattern_size; column += width) {
    uint32_t word = 0;
    memcpy(&word, bytes + column, width);
    /* A 1D memset is one row; its pitch is unused but kept valid. */
    bool whole = pattern_size == width;
    out[count++] = (CUDA_MEMSET_NODE_PARAMS){
        .dst = dst + column,
        .pitch = whole ? size : pattern_size,
        .value = word,
        .elementSize = width,
        .width = whole ? rows : 1,
        .height = whole ? 1 : rows,
    };
  }
  return count;
}

core_result fill_pattern(CUdeviceptr dst, size_t size, const void *pattern, size_t pattern_size,
                         CUstream stream) {
  CUDA_MEMSET_NODE_PARAMS sets[FILL_MAX_MEMSETS];
  uint32_t count = fill_memsets(dst, size, pattern, pattern_size, sets);
  for (uint32_t i = 0; i < count; ++i) {
    const CUDA_MEMSET_NODE_PARAMS *m = &sets[i];
    if (m->height == 1) {
      if (m->elementSize == 4)
        CU_CHECK(cu.cuMemsetD32Async(m->dst, m->value, m->width, stream));
      else if (m->elementSize == 2)
        CU_CHECK(cu.cuMemsetD16Async(m->dst, (unsigned short)m->value, m->width, stream));
      else
        CU_CHECK(cu.cuMemsetD8Async(m->dst, (unsigned char)m->value, m->width, stream));
    } else if (m->elementSize == 4) {
      CU_CHECK(cu.cuMemsetD2D32Async(m->dst, m->pitch, m->value, m->width, m->height, stream));
    } else if (m->elementSize == 2) {
      CU_CHECK(cu.cuMemsetD2D16Async(m->dst, m->pitch, (unsigned short)m->value, m->width,
                                     m->height, stream));
    } else {
      CU_CHECK(cu.cuMemsetD2D8Async(m->dst, m->pitch, (unsigned char)m->value, m->width,
                                    m->height, stream));
    }
  }
  return CORE_SUCCESS;
}

/* A 1-, 2- or 4-byte pattern is one 2D memset. A longer one has no CUDA
 * memset: the first row is filled, then the rows filled so far are copied
 * below them, doubling them each time (log2(height) copies). */
core_result fill_pattern_2d(CUdeviceptr dst, size_t pitch, size_t width, size_t height,
                            const void *pattern, size_t pattern_size, CUstream stream) {
  uint32_t word = 0;
  if (pattern_size <= sizeof word)
    memcpy(&word, pattern, pattern_size);
  if (pattern_size == 1)
    return CU_CALL(cu.cuMemsetD2D8Async(dst, pitch, (unsigned char)word, width, height, stream));
  if (pattern_size == 2)
    return CU_CALL(
        cu.cuMemsetD2D16Async(dst, pitch, (unsigned short)word, width / 2, height, stream));
  if (pattern_size == 4)
    return CU_CALL(cu.cuMemsetD2D32Async(dst, pitch, word, width / 4, height, stream));
  CORE_CHECK(fill_pattern(dst, width, pattern, pattern_size, stream));
  for (size_t filled = 1; filled < height; filled *= 2) {
    CUDA_MEMCPY2D rows = {
        .srcMemoryType = CU_MEMORYTYPE_UNIFIED,
        .srcDevice = dst,
        .srcPitch = pitch,
        .dstMemoryType = CU_MEMORYTYPE_UNIFIED,
        .dstDevice = dst + filled * pitch,
        .dstPitch = pitch,
        .WidthInBytes = width,
        .Height = filled < height - filled ? filled : height - filled,
    };
    CU_CHECK(cu.cuMemcpy2DAsync(&rows, stream));
  }
  return CORE_SUCCESS;
}

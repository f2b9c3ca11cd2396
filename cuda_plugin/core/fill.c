#include "fill.h"

#include <string.h>

#include "driver.h"
#include "errors.h"

/* Patterns of 1, 2 or 4 bytes are one memset; a longer pattern is written as
 * pattern_size/width columns of 1-, 2- or 4-byte words, each a 2D memset
 * whose row pitch is the pattern size. */
core_result fill_pattern(CUdeviceptr dst, size_t size, const void *pattern, size_t pattern_size,
                         CUstream stream) {
  size_t width = pattern_size % 4 == 0 ? 4 : pattern_size % 2 == 0 ? 2 : 1;
  size_t rows = size / pattern_size;
  const unsigned char *bytes = pattern;
  for (size_t column = 0; column < pattern_size; column += width) {
    uint32_t word = 0;
    memcpy(&word, bytes + column, width);
    CUdeviceptr at = dst + column;
    if (pattern_size == width) {
      if (width == 4)
        CU_CHECK(cu.cuMemsetD32Async(at, word, rows, stream));
      else if (width == 2)
        CU_CHECK(cu.cuMemsetD16Async(at, (unsigned short)word, rows, stream));
      else
        CU_CHECK(cu.cuMemsetD8Async(at, (unsigned char)word, rows, stream));
    } else if (width == 4) {
      CU_CHECK(cu.cuMemsetD2D32Async(at, pattern_size, word, 1, rows, stream));
    } else if (width == 2) {
      CU_CHECK(cu.cuMemsetD2D16Async(at, pattern_size, (unsigned short)word, 1, rows, stream));
    } else {
      CU_CHECK(cu.cuMemsetD2D8Async(at, pattern_size, (unsigned char)word, 1, rows, stream));
    }
  }
  return CORE_SUCCESS;
}

#ifndef CUDA_CORE_FILL_H
#define CUDA_CORE_FILL_H

#include <cuda.h>

#include "result.h"

/* Fills `size` bytes at `dst` with copies of a `pattern_size`-byte pattern
 * (size a multiple of pattern_size), on `stream`. */
core_result fill_pattern(CUdeviceptr dst, size_t size, const void *pattern, size_t pattern_size,
                         CUstream stream);

#endif

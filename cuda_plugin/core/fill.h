#ifndef PI_CUDA_FILL_H
#define PI_CUDA_FILL_H

#include <cuda.h>

#include "pi.h"

/* Fills `size` bytes at `dst` with copies of a `pattern_size`-byte pattern
 * (size a multiple of pattern_size), on `stream`. */
pi_result fill_pattern(CUdeviceptr dst, size_t size, const void *pattern,
                       size_t pattern_size, CUstream stream);

#endif

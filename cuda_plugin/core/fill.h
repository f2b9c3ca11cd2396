#ifndef CUDA_CORE_FILL_H
#define CUDA_CORE_FILL_H

#include <cuda.h>
#include <stdint.h>

#include "result.h"

/* The most memsets one fill takes: one per 1-byte column of the largest
 * pattern (128 bytes). */
enum { FILL_MAX_MEMSETS = 128 };

/* The memsets that fill `size` bytes at `dst` with copies of a
 * `pattern_size`-byte pattern (size a multiple of pattern_size): patterns of
 * 1, 2 or 4 bytes are one memset of `size` bytes (height 1); a longer
 * pattern is pattern_size/element columns of 1-, 2- or 4-byte words, each a
 * 2D memset whose row pitch is the pattern size. Returns how many. Pure. */
uint32_t fill_memsets(CUdeviceptr dst, size_t size, const void *pattern, size_t pattern_size,
                      CUDA_MEMSET_NODE_PARAMS out[FILL_MAX_MEMSETS]);

/* The same fill on `stream`. */
core_result fill_pattern(CUdeviceptr dst, size_t size, const void *pattern, size_t pattern_size,
                         CUstream stream);

/* `height` rows `pitch` bytes apart, each `width` bytes (a multiple of
 * pattern_size) of the pattern, on `stream`. */
core_result fill_pattern_2d(CUdeviceptr dst, size_t pitch, size_t width, size_t height,
                            const void *pattern, size_t pattern_size, CUstream stream);

#endif

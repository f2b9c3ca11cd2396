/* The reference side of the image benchmark: a CUDA array and a texture
 * object over it, made with the driver API in the primary context (the
 * plugin's), so that nvcc's kernel, launched through the plugin, samples
 * it with the texture unit. libcuda.so.1 is opened here: the benchmark
 * links only the plugin. */
#ifndef BENCH_CUDA_TEXTURE_H
#define BENCH_CUDA_TEXTURE_H

#include <cuda.h>
#include <stdbool.h>

/* Opens the driver and makes device 0's primary context current; false
 * (with a message) when there is none or an entry point is missing. */
bool cuda_texture_open(void);

/* A width x height CUarray of 4 channels of `format` (FLOAT or
 * UNSIGNED_INT8) filled from tight host texels; 0 on failure. */
CUarray cuda_texture_array(CUarray_format format, int width, int height, const void *texels);
/* A texture object over the array: normalized coordinates, clamp to edge
 * (CUDA's CLAMP), point or linear filtering, 8-bit channels read as
 * normalized floats; 0 on failure. */
CUtexObject cuda_texture_object(CUarray array, bool linear);
void cuda_texture_release(CUtexObject texture, CUarray array);

#endif

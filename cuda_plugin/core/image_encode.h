/* One texel from a fill colour, on the host (CUDA has no memset for
 * arrays): OpenCL 1.2 section 8.3's write conversions. The colour is four
 * floats for normalized and float types, four int32 for signed and four
 * uint32 for unsigned integer types, in R, G, B, A order. */
#ifndef CUDA_CORE_IMAGE_ENCODE_H
#define CUDA_CORE_IMAGE_ENCODE_H

#include <stdint.h>

#include "image_format.h"

/* Writes format->element_size bytes to `texel`. */
void image_encode_color(const struct image_format *format, const void *color, unsigned char *texel);

/* IEEE binary16 bits of `value`, rounded to nearest even. */
uint16_t half_from_float(float value);

#endif

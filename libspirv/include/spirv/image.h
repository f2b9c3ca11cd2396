/* Image builtins (SYCL 1.2.1 images: ImageRead, ImageWrite, ImageQuerySize,
 * ImageQueryFormat, ImageQueryOrder on 1-D, 2-D, 3-D images and 1-D and 2-D
 * image arrays; float4, int4, uint4 and half4 texels). An image is the
 * address of the descriptor the plugin writes (docs/contracts.md, "Images
 * and samplers"), so OpenCL C states them with a long; each is declared
 * under its own C name with SYCL's mangled name as its asm label, in
 * image_gen.h, which the build writes (ptx-nvidiacl/image/gen_image.py).
 * SampledImage and ImageSampleExplicitLod take the literal struct
 * {i64, i32} that OpenCL C cannot spell: they are IR only. */
#ifndef SPIRV_IMAGE_H
#define SPIRV_IMAGE_H

#include <spirv/image_gen.h>

#endif

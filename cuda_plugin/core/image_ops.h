/* Commands on images, stream-ordered: read to and write from host memory
 * (pitches honoured), copy between images, fill with one colour. Origins
 * and regions are in OpenCL's order (image_region.h). */
#ifndef CUDA_CORE_IMAGE_OPS_H
#define CUDA_CORE_IMAGE_OPS_H

#include "objects.h"

core_result image_read(core_queue queue, core_mem image, bool blocking, const size_t origin[3],
                       const size_t region[3], size_t row_pitch, size_t slice_pitch, void *ptr,
                       uint32_t n, const core_event *list, core_event *event);
core_result image_write(core_queue queue, core_mem image, bool blocking, const size_t origin[3],
                        const size_t region[3], size_t row_pitch, size_t slice_pitch,
                        const void *ptr, uint32_t n, const core_event *list, core_event *event);
core_result image_copy(core_queue queue, core_mem src, core_mem dst, const size_t src_origin[3],
                       const size_t dst_origin[3], const size_t region[3], uint32_t n,
                       const core_event *list, core_event *event);
/* `color`: four floats, int32s or uint32s by the image's type (image_encode.h). */
core_result image_fill(core_queue queue, core_mem image, const void *color,
                       const size_t origin[3], const size_t region[3], uint32_t n,
                       const core_event *list, core_event *event);

#endif

#include "image_ops.h"

#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "image.h"
#include "image_encode.h"
#include "image_region.h"

static core_result check_queue_and_image(core_queue queue, core_mem mem,
                                         struct cuda_image **image) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  *image = mem_image(mem);
  if (!*image)
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (mem->context != queue->context)
    return CORE_ERROR_INVALID_CONTEXT;
  return CORE_SUCCESS;
}

static core_result finish(struct enqueue *e, core_result r, bool blocking, core_event *event) {
  if (r == CORE_SUCCESS && blocking)
    r = enqueue_wait(e);
  return enqueue_end(e, r, event);
}

/* Read or write: one cuMemcpy3DAsync, or one per slice (image_region.h). */
static core_result host_transfer(core_queue queue, core_mem mem, bool blocking, bool to_host,
                                 const size_t origin[3], const size_t region[3],
                                 size_t row_pitch, size_t slice_pitch, void *ptr, uint32_t n,
                                 const core_event *list, core_event *event) {
  struct cuda_image *image;
  CORE_CHECK(check_queue_and_image(queue, mem, &image));
  if (!ptr || !origin || !region)
    return CORE_ERROR_INVALID_VALUE;
  struct image_box box;
  struct host_layout host;
  CORE_CHECK(image_box_from_face(image, origin, region, &box));
  CORE_CHECK(host_layout_resolve(image, &box, row_pitch, slice_pitch, &host));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, to_host ? COMMAND_IMAGE_READ : COMMAND_IMAGE_WRITE,
                           event != NULL));
  core_result r = CORE_SUCCESS;
  for (size_t i = 0; r == CORE_SUCCESS && i < image_host_copy_count(&box, &host); ++i) {
    CUDA_MEMCPY3D c = image_host_copy(image, &box, &host, ptr, to_host, i);
    r = CU_CALL(cu.cuMemcpy3DAsync(&c, e.stream));
  }
  return finish(&e, r, blocking, event);
}

core_result image_read(core_queue queue, core_mem image, bool blocking, const size_t origin[3],
                       const size_t region[3], size_t row_pitch, size_t slice_pitch, void *ptr,
                       uint32_t n, const core_event *list, core_event *event) {
  return host_transfer(queue, image, blocking, true, origin, region, row_pitch, slice_pitch, ptr,
                       n, list, event);
}

core_result image_write(core_queue queue, core_mem image, bool blocking, const size_t origin[3],
                        const size_t region[3], size_t row_pitch, size_t slice_pitch,
                        const void *ptr, uint32_t n, const core_event *list, core_event *event) {
  return host_transfer(queue, image, blocking, false, origin, region, row_pitch, slice_pitch,
                       (void *)ptr, n, list, event);
}

static bool same_format(const struct cuda_image *a, const struct cuda_image *b) {
  return a->format.order == b->format.order && a->format.type == b->format.type;
}

core_result image_copy(core_queue queue, core_mem src, core_mem dst, const size_t src_origin[3],
                       const size_t dst_origin[3], const size_t region[3], uint32_t n,
                       const core_event *list, core_event *event) {
  struct cuda_image *from, *to;
  CORE_CHECK(check_queue_and_image(queue, src, &from));
  CORE_CHECK(check_queue_and_image(queue, dst, &to));
  if (!src_origin || !dst_origin || !region)
    return CORE_ERROR_INVALID_VALUE;
  if (!same_format(from, to))
    return core_fail(CORE_ERROR_IMAGE_FORMAT_MISMATCH,
                     "image copy from %s x %s to %s x %s: the formats must match",
                     image_order_name(from->format.order), image_type_name(from->format.type),
                     image_order_name(to->format.order), image_type_name(to->format.type));
  struct image_box src_box, dst_box;
  CORE_CHECK(image_box_from_face(from, src_origin, region, &src_box));
  CORE_CHECK(image_box_from_face(to, dst_origin, region, &dst_box));
  if (src_box.height != dst_box.height || src_box.depth != dst_box.depth)
    return core_fail(CORE_ERROR_INVALID_VALUE,
                     "image copy between a 1-D array and another type: rows and layers differ");
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_IMAGE_COPY, event != NULL));
  CUDA_MEMCPY3D c = image_array_copy(from, &src_box, to, &dst_box);
  return finish(&e, CU_CALL(cu.cuMemcpy3DAsync(&c, e.stream)), false, event);
}

/* One slice (or layer) of the colour, copied to every slice of the box:
 * CUDA consumes pageable host memory before cuMemcpy3DAsync returns, so the
 * staging slice is reused and freed at once, the copies staying in order. */
core_result image_fill(core_queue queue, core_mem mem, const void *color,
                       const size_t origin[3], const size_t region[3], uint32_t n,
                       const core_event *list, core_event *event) {
  struct cuda_image *image;
  CORE_CHECK(check_queue_and_image(queue, mem, &image));
  if (!color || !origin || !region)
    return CORE_ERROR_INVALID_VALUE;
  struct image_box box;
  CORE_CHECK(image_box_from_face(image, origin, region, &box));
  size_t element = image->format.element_size, texels = box.width * box.height;
  unsigned char *slice = malloc(texels * element);
  if (!slice)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  image_encode_color(&image->format, color, slice);
  for (size_t t = 1; t < texels; ++t)
    memcpy(slice + t * element, slice, element);
  struct host_layout host = {box.width * element, 0};
  struct image_box one = box;
  one.depth = 1;
  struct enqueue e;
  core_result r = enqueue_begin(&e, queue, n, list, COMMAND_IMAGE_FILL, event != NULL);
  if (r != CORE_SUCCESS) {
    free(slice);
    return r;
  }
  for (size_t z = 0; r == CORE_SUCCESS && z < box.depth; ++z) {
    one.z = box.z + z;
    CUDA_MEMCPY3D c = image_host_copy(image, &one, &host, slice, false, 0);
    r = CU_CALL(cu.cuMemcpy3DAsync(&c, e.stream));
  }
  free(slice);
  return finish(&e, r, false, event);
}

/* Image creation and release: the CUDA array, its surface object and the
 * device descriptor. Commands on images: image_ops.c. */
#include "image.h"

#include <stdlib.h>

#include "driver.h"
#include "errors.h"
#include "image_region.h"
#include "memory.h"
#include "trace.h"

static bool is_array_type(enum image_type type) {
  return type == IMAGE_1D_ARRAY || type == IMAGE_2D_ARRAY;
}

static unsigned image_dims(enum image_type type) {
  return type == IMAGE_1D || type == IMAGE_1D_ARRAY ? 1 : type == IMAGE_3D ? 3 : 2;
}

/* The device's largest width, height and depth-or-layers for the type. */
static void surface_limits(const struct device_props *p, enum image_type type, size_t limit[3]) {
  const int *l;
  switch (type) {
  case IMAGE_1D:
    limit[0] = (size_t)p->max_surface_1d, limit[1] = limit[2] = 1;
    return;
  case IMAGE_2D:
    l = p->max_surface_2d;
    limit[0] = (size_t)l[0], limit[1] = (size_t)l[1], limit[2] = 1;
    return;
  case IMAGE_3D:
    l = p->max_surface_3d;
    break;
  case IMAGE_1D_ARRAY:
    l = p->max_surface_1d_layered;
    limit[0] = (size_t)l[0], limit[1] = 1, limit[2] = (size_t)l[1];
    return;
  default: /* IMAGE_2D_ARRAY */
    l = p->max_surface_2d_layered;
    break;
  }
  limit[0] = (size_t)l[0], limit[1] = (size_t)l[1], limit[2] = (size_t)l[2];
}

core_result image_normalize_desc(const struct device_props *props, const struct image_desc *desc,
                                 struct image_desc *out) {
  if (desc->type < IMAGE_1D || desc->type > IMAGE_2D_ARRAY)
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR, "image type %d is not one CUDA holds",
                     (int)desc->type);
  enum image_type type = desc->type;
  unsigned dims = image_dims(type);
  *out = *desc;
  out->height = dims >= 2 ? desc->height : 1;
  out->depth = dims == 3 ? desc->depth : 1;
  out->array_size = is_array_type(type) ? desc->array_size : 0;
  size_t size[3] = {out->width, out->height, is_array_type(type) ? out->array_size : out->depth};
  size_t limit[3];
  surface_limits(props, type, limit);
  for (int i = 0; i < 3; ++i)
    if (size[i] == 0 || size[i] > limit[i])
      return core_fail(CORE_ERROR_INVALID_IMAGE_SIZE,
                       "image of %zu x %zu x %zu (width, height, depth or layers): each must be "
                       "1 to the device's %zu x %zu x %zu for this type",
                       size[0], size[1], size[2], limit[0], limit[1], limit[2]);
  return CORE_SUCCESS;
}

struct image_descriptor image_descriptor_for(const struct cuda_image *image) {
  const struct image_desc *d = &image->desc;
  return (struct image_descriptor){
      .surface = image->surface,
      .width = (int32_t)d->width,
      .height = (int32_t)d->height,
      .depth = (int32_t)d->depth,
      .array_size = (int32_t)d->array_size,
      .channel_order = (int32_t)image->format.order,
      .channel_type = (int32_t)image->format.type,
      .element_size = (int32_t)image->format.element_size,
      .dims = (int32_t)image_dims(d->type),
      .is_array = is_array_type(d->type),
      .zero = 0,
  };
}

size_t image_row_pitch(const struct cuda_image *image) {
  return image->desc.width * image->format.element_size;
}

/* OpenCL's CL_IMAGE_SLICE_PITCH: 0 for 1-D and 2-D images, a row for a 1-D
 * array's layer. */
size_t image_slice_pitch(const struct cuda_image *image) {
  switch (image->desc.type) {
  case IMAGE_1D:
  case IMAGE_2D:
    return 0;
  default:
    return image_row_pitch(image) * image->desc.height;
  }
}

/* CUDA reads a 0 height or depth as "this dimension is absent"; layers
 * travel as the depth of a layered array. */
static CUDA_ARRAY3D_DESCRIPTOR array_descriptor(const struct cuda_image *image) {
  const struct image_desc *d = &image->desc;
  unsigned dims = image_dims(d->type);
  return (CUDA_ARRAY3D_DESCRIPTOR){
      .Width = d->width,
      .Height = dims >= 2 ? d->height : 0,
      .Depth = is_array_type(d->type) ? d->array_size : dims == 3 ? d->depth : 0,
      .Format = image->format.cu_format,
      .NumChannels = image->format.num_channels,
      .Flags = CUDA_ARRAY3D_SURFACE_LDST | (is_array_type(d->type) ? CUDA_ARRAY3D_LAYERED : 0),
  };
}

/* The host memory the image starts from, with the pitches it was given. */
static core_result copy_from_host(struct cuda_image *image, void *host_ptr) {
  size_t origin[3] = {0, 0, 0};
  size_t region[3] = {image->desc.width, image->desc.height,
                      image->desc.type == IMAGE_3D ? image->desc.depth : image->desc.array_size};
  if (image->desc.type == IMAGE_1D_ARRAY)
    region[1] = image->desc.array_size, region[2] = 1;
  if (region[2] == 0)
    region[2] = 1;
  struct image_box box;
  struct host_layout host;
  CORE_CHECK(image_box_from_face(image, origin, region, &box));
  if (host_layout_resolve(image, &box, image->desc.row_pitch, image->desc.slice_pitch, &host) !=
      CORE_SUCCESS)
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR,
                     "image row pitch %zu / slice pitch %zu: below the image's rows / slices",
                     image->desc.row_pitch, image->desc.slice_pitch);
  for (size_t i = 0; i < image_host_copy_count(&box, &host); ++i) {
    CUDA_MEMCPY3D c = image_host_copy(image, &box, &host, host_ptr, false, i);
    CU_CHECK(cu.cuMemcpy3DAsync(&c, NULL));
  }
  CU_CHECK(cu.cuStreamSynchronize(NULL));
  return CORE_SUCCESS;
}

static core_result upload_descriptor(struct cuda_image *image) {
  struct image_descriptor descriptor = image_descriptor_for(image);
  CU_CHECK(cu.cuMemAlloc(&image->descriptor, sizeof descriptor));
  CU_CHECK(cu.cuMemcpyHtoDAsync(image->descriptor, &descriptor, sizeof descriptor, NULL));
  CU_CHECK(cu.cuStreamSynchronize(NULL));
  return CORE_SUCCESS;
}

static core_result build_image(struct cuda_image *image, void *host_ptr) {
  CUDA_ARRAY3D_DESCRIPTOR array = array_descriptor(image);
  CU_CHECK(cu.cuArray3DCreate(&image->array, &array));
  CUDA_RESOURCE_DESC resource = {.resType = CU_RESOURCE_TYPE_ARRAY};
  resource.res.array.hArray = image->array;
  CU_CHECK(cu.cuSurfObjectCreate(&image->surface, &resource));
  if (host_ptr)
    CORE_CHECK(copy_from_host(image, host_ptr));
  return upload_descriptor(image);
}

void image_free(struct cuda_image *image) {
  if (!image)
    return;
  if (image->descriptor)
    cu.cuMemFree(image->descriptor);
  if (image->surface)
    cu.cuSurfObjectDestroy(image->surface);
  if (image->array)
    cu.cuArrayDestroy(image->array);
  free(image);
}

static core_result check_create(core_context context, const struct image_format *format,
                                const struct image_desc *desc, void *host_ptr,
                                core_mem *ret_mem) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!format || !ret_mem)
    return CORE_ERROR_INVALID_VALUE;
  if (!desc)
    return CORE_ERROR_INVALID_IMAGE_DESCRIPTOR;
  if (!host_ptr && (desc->row_pitch || desc->slice_pitch))
    return core_fail(CORE_ERROR_INVALID_IMAGE_DESCRIPTOR,
                     "image row pitch %zu / slice pitch %zu without host memory: must be 0",
                     desc->row_pitch, desc->slice_pitch);
  return CORE_SUCCESS;
}

/* MEM_HOST_USE images are copies too: a CUDA array cannot alias host
 * memory. MEM_HOST_ALLOC changes nothing for the same reason. */
core_result image_create(core_context context, unsigned host_flags,
                         const struct image_format *format, const struct image_desc *desc,
                         void *host_ptr, core_mem *ret_mem) {
  CORE_CHECK(check_create(context, format, desc, host_ptr, ret_mem));
  struct cuda_image *image = calloc(1, sizeof *image);
  if (!image)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  image->format = *format;
  core_result r = image_normalize_desc(&context->devices[0]->props, desc, &image->desc);
  if (r == CORE_SUCCESS)
    r = context_enter(&context->device_contexts[0]);
  if (r == CORE_SUCCESS)
    r = build_image(image, host_flags & (MEM_HOST_USE | MEM_HOST_COPY) ? host_ptr : NULL);
  core_mem m = r == CORE_SUCCESS ? mem_new(context, host_flags, 0) : NULL;
  if (r == CORE_SUCCESS && !m)
    r = CORE_ERROR_OUT_OF_HOST_MEMORY;
  if (r != CORE_SUCCESS) {
    image_free(image);
    return r == CORE_ERROR_OUT_OF_DEVICE_MEMORY || r == CORE_ERROR_OUT_OF_RESOURCES
               ? CORE_ERROR_MEM_OBJECT_ALLOCATION_FAILURE
               : r;
  }
  m->allocation = MEM_IMAGE;
  m->image = image;
  m->dptr = image->descriptor;
  m->size = image_row_pitch(image) * image->desc.height * image->desc.depth *
            (image->desc.array_size ? image->desc.array_size : 1);
  m->host_ptr = host_flags & MEM_HOST_USE ? host_ptr : NULL;
  context_retain(context);
  *ret_mem = m;
  return CORE_SUCCESS;
}

struct cuda_image *mem_image(core_mem mem) {
  return IS_VALID(mem, MAGIC_MEM) && mem->allocation == MEM_IMAGE ? mem->image : NULL;
}

void image_device_limits(const struct device_props *p, struct image_limits *limits) {
  int layers_1d = p->max_surface_1d_layered[1], layers_2d = p->max_surface_2d_layered[2];
  *limits = (struct image_limits){
      .max_2d = {(size_t)p->max_surface_2d[0], (size_t)p->max_surface_2d[1]},
      .max_3d = {(size_t)p->max_surface_3d[0], (size_t)p->max_surface_3d[1],
                 (size_t)p->max_surface_3d[2]},
      .max_array_size = (size_t)(layers_1d < layers_2d ? layers_1d : layers_2d),
      .max_read_args = 128,
      .max_write_args = 64,
      .max_samplers = 16,
  };
}

size_t image_reported_height(const struct cuda_image *image) {
  bool one_d = image->desc.type == IMAGE_1D || image->desc.type == IMAGE_1D_ARRAY;
  return one_d ? 0 : image->desc.height;
}

size_t image_reported_depth(const struct cuda_image *image) {
  return image->desc.type == IMAGE_3D ? image->desc.depth : 0;
}

/* Images and samplers through Intel's UR loader (made to load only our
 * adapter), as the PI face's GPU tests (tests/gpu/images) check them:
 * urMemImageCreate of 1-D, 2-D, 3-D and 2-D array images in five formats
 * from pitched host memory, with urMemImageGetInfo; refused formats;
 * region writes, reads (blocking and with events) and image-to-image
 * copies at origins; the kernels of image_kernels.fatbin writing, reading
 * and sampling (16 sampler combinations) the images, against the host
 * reference (image_reference.c); samplers' info and the bits a kernel
 * receives; every handle released (the validation variant counts them).
 * Tolerances are image_formats_test.c's and image_samplers_test.c's. On
 * the fake driver (tests/fake_cuda) kernels run nothing: their launches
 * are made, their results not checked.
 * Exit 0 all passed, 1 a case failed, 77 no CUDA device or no runtime files.
 * usage: ur_image_gpu_test_<release> RUNTIME_LIB_DIR IMAGE_KERNELS.fatbin */
#include "image_reference.h"
#include "ur_check.h"
#include "ur_gpu_launch.h"

#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The image entry points, which the shared client does not resolve. */
#define IMAGE_FUNCTIONS(X)                                                                         \
  X(urMemImageCreate)                                                                              \
  X(urMemImageGetInfo)                                                                             \
  X(urMemRelease)                                                                                  \
  X(urEnqueueMemImageWrite)                                                                        \
  X(urEnqueueMemImageRead)                                                                         \
  X(urEnqueueMemImageCopy)                                                                         \
  X(urSamplerCreate)                                                                               \
  X(urSamplerGetInfo)                                                                              \
  X(urSamplerRetain)                                                                               \
  X(urSamplerRelease)

static struct {
#define IMAGE_MEMBER(name) __typeof__(name) *name;
  IMAGE_FUNCTIONS(IMAGE_MEMBER)
#undef IMAGE_MEMBER
} img;

static struct ur_loader ur;
static struct ur_gpu gpu;
static ur_program_handle_t program;
static bool fake_driver; /* kernels run nothing: their results are not checked */
static int cases, failures;

static void report(const char *name, bool ok) {
  printf("%s %s\n", ok ? "PASS" : "FAIL", name);
  cases++;
  failures += !ok;
}

struct shape {
  const char *name; /* the kernels' shape */
  ur_mem_type_t type;
  int dims; /* without the layer */
  bool is_array;
  size_t width, height, depth, layers;
};

static const struct shape shapes[] = {
    {"1d", UR_MEM_TYPE_IMAGE1D, 1, false, 17, 1, 1, 0},
    {"2d", UR_MEM_TYPE_IMAGE2D, 2, false, 17, 9, 1, 0},
    {"3d", UR_MEM_TYPE_IMAGE3D, 3, false, 17, 9, 5, 0},
    {"2da", UR_MEM_TYPE_IMAGE2D_ARRAY, 2, true, 17, 9, 1, 3},
};
enum { SHAPES = sizeof shapes / sizeof shapes[0] };
/* Intel's validation layer bounds image regions by width, height and
 * depth, never by layers, and refuses every whole-array transfer
 * (UR_RESULT_ERROR_INVALID_SIZE): under it the array (last) is left out. */
static size_t shape_count = SHAPES;

/* Axis 2's extent: the depth or the layers. */
static size_t slices(const struct shape *s) { return s->is_array ? s->layers : s->depth; }
static size_t texel_count(const struct shape *s) { return s->width * s->height * slices(s); }

struct format {
  const char *name;
  ur_image_format_t ur;
  struct ref_format ref;
  char element; /* the kernels' element: f float4, j uint4 */
};

static const struct format formats[] = {
    {"RGBA/FLOAT", {UR_IMAGE_CHANNEL_ORDER_RGBA, UR_IMAGE_CHANNEL_TYPE_FLOAT}, {REF_RGBA, REF_FLOAT},
     'f'},
    {"RGBA/UNORM_INT8", {UR_IMAGE_CHANNEL_ORDER_RGBA, UR_IMAGE_CHANNEL_TYPE_UNORM_INT8},
     {REF_RGBA, REF_UNORM_INT8}, 'f'},
    {"BGRA/UNORM_INT8", {UR_IMAGE_CHANNEL_ORDER_BGRA, UR_IMAGE_CHANNEL_TYPE_UNORM_INT8},
     {REF_BGRA, REF_UNORM_INT8}, 'f'},
    {"RG/HALF_FLOAT", {UR_IMAGE_CHANNEL_ORDER_RG, UR_IMAGE_CHANNEL_TYPE_HALF_FLOAT},
     {REF_RG, REF_HALF_FLOAT}, 'f'},
    {"R/UNSIGNED_INT16", {UR_IMAGE_CHANNEL_ORDER_R, UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16},
     {REF_R, REF_UNSIGNED_INT16}, 'j'},
};
enum { FORMATS = sizeof formats / sizeof formats[0] };

static uint32_t next_random(uint32_t *state) {
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

/* A value for a texel: float kinds in [-1.25, 2.25] (normalized types
 * clamp), unsigned ones spanning 0 to past 16 bits (saturating). */
static union ref_value random_value(const struct format *f, uint32_t *seed) {
  union ref_value v;
  for (int c = 0; c < 4; c++) {
    uint32_t r = next_random(seed);
    if (f->element == 'j')
      v.u[c] = r % 70000u;
    else
      v.f[c] = (float)(r % 3501) / 1000.0f - 1.25f;
  }
  return v;
}

/* count texels of format f, tight, from seed. */
static uint8_t *random_texels(const struct format *f, size_t count, uint32_t seed) {
  size_t es = (size_t)ref_element_size(f->ref);
  uint8_t *texels = malloc(count * es);
  for (size_t t = 0; texels && t < count; t++) {
    union ref_value v = random_value(f, &seed);
    ref_encode(f->ref, &v, texels + t * es);
  }
  return texels;
}

static ur_rect_region_t whole(const struct shape *s) {
  return (ur_rect_region_t){s->width, s->height, slices(s)};
}

/* urMemImageCreate of the shape; host (laid out with the pitches) copied
 * when not NULL. */
static ur_result_t create_image(const struct format *f, const struct shape *s, size_t row_pitch,
                                size_t slice_pitch, void *host, ur_mem_handle_t *image) {
  ur_image_desc_t desc = {UR_STRUCTURE_TYPE_IMAGE_DESC,
                          NULL,
                          s->type,
                          s->width,
                          s->height,
                          s->depth,
                          s->layers,
                          row_pitch,
                          slice_pitch,
                          0,
                          0};
  ur_mem_flags_t flags = host ? UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER : UR_MEM_FLAG_READ_WRITE;
  *image = NULL;
  return img.urMemImageCreate(gpu.context, flags, &f->ur, &desc, host, image);
}

/* Image info as OpenCL defines it for an image the implementation holds:
 * tight row pitch whatever the host's was, slice pitch 0 for 1-D and 2-D,
 * height 0 for 1-D, depth 0 but for 3-D. */
static bool info_matches(ur_mem_handle_t image, const struct format *f, const struct shape *s) {
  ur_image_format_t format;
  size_t element = 0, row = 0, slice = 0, width = 0, height = 0, depth = 0, layers = 0;
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_FORMAT, sizeof format, &format, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_ELEMENT_SIZE, sizeof element, &element, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_ROW_PITCH, sizeof row, &row, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_SLICE_PITCH, sizeof slice, &slice, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_WIDTH, sizeof width, &width, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_HEIGHT, sizeof height, &height, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_DEPTH, sizeof depth, &depth, NULL));
  UR_OK(img.urMemImageGetInfo(image, UR_IMAGE_INFO_ARRAY_SIZE, sizeof layers, &layers, NULL));
  size_t es = (size_t)ref_element_size(f->ref), tight_row = s->width * es;
  EXPECT(format.channelOrder == f->ur.channelOrder && format.channelType == f->ur.channelType,
         "format %d/%d", (int)format.channelOrder, (int)format.channelType);
  EXPECT(element == es && row == tight_row, "element size %zu, row pitch %zu", element, row);
  EXPECT(slice == (s->dims == 3 || s->is_array ? tight_row * s->height : 0), "slice pitch %zu",
         slice);
  EXPECT(width == s->width && height == (s->dims >= 2 ? s->height : 0) &&
             depth == (s->dims == 3 ? s->depth : 0) && layers == s->layers,
         "%zu x %zu x %zu [%zu]", width, height, depth, layers);
  return true;
}

/* Group 1: each shape x format from host memory whose rows (and slices)
 * are padded past tight, its info, and the texels read back tight. */
static bool create_from_pitched_host(const struct format *f, const struct shape *s) {
  size_t es = (size_t)ref_element_size(f->ref), tight_row = s->width * es;
  size_t n = texel_count(s), rows = s->height * slices(s);
  size_t row_pitch = s->dims == 1 && !s->is_array ? 0 : tight_row + 3 * es;
  size_t slice_pitch = s->dims == 3 || s->is_array ? (s->height + 1) * row_pitch : 0;
  size_t host_bytes = s->dims == 1 ? tight_row
                      : slice_pitch ? slice_pitch * slices(s)
                                    : row_pitch * s->height;
  uint8_t *texels = random_texels(f, n, 7u + (uint32_t)f->ref.type);
  uint8_t *host = calloc(1, host_bytes), *back = calloc(n, es);
  EXPECT(texels && host && back, "host memory");
  for (size_t r = 0; r < rows; r++) {
    size_t y = r % s->height, z = r / s->height;
    size_t at = z * slice_pitch + y * (row_pitch ? row_pitch : tight_row);
    memcpy(host + at, texels + r * tight_row, tight_row);
  }
  ur_mem_handle_t image;
  UR_OK(create_image(f, s, row_pitch, slice_pitch, host, &image));
  if (!info_matches(image, f, s))
    return false;
  ur_rect_offset_t zero = {0, 0, 0};
  UR_OK(img.urEnqueueMemImageRead(gpu.queue, image, true, zero, whole(s), 0, 0, back, 0, NULL,
                                  NULL));
  EXPECT(memcmp(back, texels, n * es) == 0, "the texels read back differ from the host's");
  UR_OK(img.urMemRelease(image));
  free(texels);
  free(host);
  free(back);
  return true;
}

/* Group 2: formats CUDA cannot hold (as image_gpu.c's
 * image_format_supported says) are refused, and no image comes back. */
static bool refused_formats(void) {
  const struct format refused[] = {
      {"RGBX/UNORM_INT8", {UR_IMAGE_CHANNEL_ORDER_RGBX, UR_IMAGE_CHANNEL_TYPE_UNORM_INT8},
       {REF_RGBx, REF_UNORM_INT8}, 'f'},
      {"RGB/FLOAT", {UR_IMAGE_CHANNEL_ORDER_RGB, UR_IMAGE_CHANNEL_TYPE_FLOAT},
       {REF_RGB, REF_FLOAT}, 'f'},
  };
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
    ur_mem_handle_t image;
    ur_result_t r = create_image(&refused[i], &shapes[1], 0, 0, NULL, &image);
    EXPECT(r == UR_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT && image == NULL, "%s: %d, image %p",
           refused[i].name, (int)r, (void *)image);
  }
  return true;
}

/* Copies region r of a tight image model at origin o from or to a tight
 * region buffer (to_model: into the model). */
static void model_region(uint8_t *model, const struct shape *s, size_t es, ur_rect_offset_t o,
                         ur_rect_region_t r, uint8_t *region, bool to_model) {
  for (size_t z = 0; z < r.depth; z++)
    for (size_t y = 0; y < r.height; y++) {
      uint8_t *m = model + (((o.z + z) * s->height + o.y + y) * s->width + o.x) * es;
      uint8_t *b = region + ((z * r.height + y) * r.width) * es;
      if (to_model)
        memcpy(m, b, r.width * es);
      else
        memcpy(b, m, r.width * es);
    }
}

/* Group 3: on a 2-D and a 3-D image, a whole blocking write, a region
 * written at an origin from padded host rows, the region read back with an
 * event, and a region copied into another image at another origin; every
 * byte against a host model. */
static bool region_transfers(const struct shape *s) {
  const struct format *f = &formats[1];
  size_t es = (size_t)ref_element_size(f->ref), n = texel_count(s);
  bool deep = s->dims == 3;
  ur_rect_offset_t at = {3, 2, deep ? 1 : 0}, from = {1, 1, 0}, to = {9, 5, deep ? 2 : 0};
  ur_rect_region_t region = {5, 4, deep ? 2 : 1};
  size_t row_pitch = (region.width + 2) * es, slice_pitch = row_pitch * (region.height + 1);
  uint8_t *model[2] = {random_texels(f, n, 11u), random_texels(f, n, 12u)};
  uint8_t *padded = calloc(region.depth, slice_pitch), *tight = calloc(n, es);
  uint8_t *fresh = random_texels(f, region.width * region.height * region.depth, 13u);
  EXPECT(model[0] && model[1] && padded && tight && fresh, "host memory");
  ur_mem_handle_t image[2];
  ur_rect_offset_t zero = {0, 0, 0};
  for (int i = 0; i < 2; i++) {
    UR_OK(create_image(f, s, 0, 0, NULL, &image[i]));
    UR_OK(img.urEnqueueMemImageWrite(gpu.queue, image[i], true, zero, whole(s), 0, 0, model[i],
                                     0, NULL, NULL));
  }
  for (size_t z = 0; z < region.depth; z++)
    for (size_t y = 0; y < region.height; y++)
      memcpy(padded + z * slice_pitch + y * row_pitch,
             fresh + (z * region.height + y) * region.width * es, region.width * es);
  /* OpenCL's rule: a slice pitch only for 3-D images and arrays. */
  UR_OK(img.urEnqueueMemImageWrite(gpu.queue, image[0], true, at, region, row_pitch,
                                   deep ? slice_pitch : 0, padded, 0, NULL, NULL));
  model_region(model[0], s, es, at, region, fresh, true);

  ur_event_handle_t read = NULL;
  memset(tight, 0, n * es);
  UR_OK(img.urEnqueueMemImageRead(gpu.queue, image[0], false, at, region, 0, 0, tight, 0, NULL,
                                  &read));
  UR_OK(ur.urEventWait(1, &read));
  UR_OK(ur.urEventRelease(read));
  EXPECT(memcmp(tight, fresh, region.width * region.height * region.depth * es) == 0,
         "%s: the region read back differs from the one written", s->name);

  ur_event_handle_t copied = NULL;
  UR_OK(img.urEnqueueMemImageCopy(gpu.queue, image[0], image[1], from, to, region, 0, NULL,
                                  &copied));
  UR_OK(img.urEnqueueMemImageRead(gpu.queue, image[1], true, zero, whole(s), 0, 0, tight, 1,
                                  &copied, NULL));
  UR_OK(ur.urEventRelease(copied));
  model_region(model[0], s, es, from, region, fresh, false);
  model_region(model[1], s, es, to, region, fresh, true);
  EXPECT(memcmp(tight, model[1], n * es) == 0, "%s: the copy's destination differs", s->name);
  for (int i = 0; i < 2; i++) {
    UR_OK(img.urMemRelease(image[i]));
    free(model[i]);
  }
  free(padded);
  free(tight);
  free(fresh);
  return true;
}

/* Device USM holding bytes from the host (NULL: zeros). */
static void *device_copy(const void *data, size_t bytes) {
  void *ptr = NULL;
  if (ur.urUSMDeviceAlloc(gpu.context, gpu.device, NULL, NULL, bytes, &ptr) != UR_RESULT_SUCCESS)
    return NULL;
  const uint8_t zero = 0;
  ur_result_t r = data ? ur.urEnqueueUSMMemcpy(gpu.queue, true, ptr, data, bytes, 0, NULL, NULL)
                       : ur.urEnqueueUSMFill(gpu.queue, ptr, 1, &zero, bytes, 0, NULL, NULL);
  if (r != UR_RESULT_SUCCESS) {
    ur.urUSMFree(gpu.context, ptr);
    return NULL;
  }
  return ptr;
}

/* kernel(image, [sampler,] in, out[, n]) over n work-items in groups of 64;
 * out copied back into result. */
static bool launch_on_image(const char *name, ur_mem_handle_t image, ur_sampler_handle_t sampler,
                            const void *in, size_t in_bytes, void *result, size_t out_bytes,
                            uint32_t n) {
  ur_kernel_handle_t kernel = NULL;
  UR_OK(ur.urKernelCreate(program, name, &kernel));
  void *din = in ? device_copy(in, in_bytes) : NULL, *dout = device_copy(NULL, out_bytes);
  EXPECT((din || !in) && dout, "%s: device memory", name);
  /* The kernels' order: image, sampler, input, output, n; the size and
   * sampler-bits kernels take no input and no n. */
  struct ur_gpu_arg args[5];
  uint32_t count = 0;
  args[count] = (struct ur_gpu_arg){UR_GPU_ARG_MEM_OBJ, count, sizeof image, image};
  count++;
  if (sampler) {
    args[count] = (struct ur_gpu_arg){UR_GPU_ARG_SAMPLER, count, sizeof sampler, sampler};
    count++;
  }
  if (in) {
    args[count] = (struct ur_gpu_arg){UR_GPU_ARG_POINTER, count, sizeof din, din};
    count++;
  }
  args[count] = (struct ur_gpu_arg){UR_GPU_ARG_POINTER, count, sizeof dout, dout};
  count++;
  if (in) {
    args[count] = (struct ur_gpu_arg){UR_GPU_ARG_VALUE, count, sizeof n, &n};
    count++;
  }
  const size_t group = 64;
  size_t items = (n + group - 1) / group * group;
  ur_event_handle_t done = NULL;
  UR_OK(ur_gpu_launch(&ur, gpu.queue, kernel, 0, items, &group, count, args, &done));
  UR_OK(ur.urEnqueueUSMMemcpy(gpu.queue, true, result, dout, out_bytes, 1, &done, NULL));
  UR_OK(ur.urEventRelease(done));
  UR_OK(ur.urKernelRelease(kernel));
  if (din)
    UR_OK(ur.urUSMFree(gpu.context, din));
  UR_OK(ur.urUSMFree(gpu.context, dout));
  return true;
}

/* The int4 coordinates of every texel, x fastest, the layer as the last
 * coordinate of an array. */
static int32_t *texel_coords(const struct shape *s) {
  size_t n = texel_count(s);
  int32_t *coords = calloc(n, 16);
  for (size_t t = 0; coords && t < n; t++) {
    coords[t * 4] = (int32_t)(t % s->width);
    coords[t * 4 + 1] = (int32_t)(t / s->width % s->height);
    coords[t * 4 + 2] = (int32_t)(t / (s->width * s->height));
  }
  return coords;
}

/* OpenCL 1.2 section 8.3.1.1 allows 1.5 ulp for normalized-integer reads
 * (image_formats_test.c): floats are whole ulps apart, so 1. */
static bool same_float(const struct format *f, float got, float want) {
  if (memcmp(&got, &want, 4) == 0)
    return true;
  return f->ref.type == REF_UNORM_INT8 &&
         fabsf(got - want) <= nextafterf(fabsf(want), INFINITY) - fabsf(want);
}

/* Group 4a/4b: a kernel writes random values at every texel (the bytes
 * read back must be the reference's encoding), then reads every texel of
 * an image made from host texels (the values must be the reference's
 * decoding). */
static bool kernel_write_read(const struct format *f, const struct shape *s) {
  size_t n = texel_count(s), es = (size_t)ref_element_size(f->ref);
  int32_t *coords = texel_coords(s);
  union ref_value *values = calloc(n, sizeof *values), *out = calloc(n, sizeof *out);
  uint8_t *want = calloc(n, es), *got = calloc(n, es);
  EXPECT(coords && values && out && want && got, "host memory");
  uint32_t seed = 21u + (uint32_t)f->ref.type;
  for (size_t t = 0; t < n; t++) {
    values[t] = random_value(f, &seed);
    ref_encode(f->ref, &values[t], want + t * es);
  }
  char name[32];
  ur_mem_handle_t image;
  UR_OK(create_image(f, s, 0, 0, NULL, &image));
  snprintf(name, sizeof name, "write_%s_%c", s->name, f->element);
  ur_kernel_handle_t kernel = NULL;
  UR_OK(ur.urKernelCreate(program, name, &kernel));
  void *dcoords = device_copy(coords, n * 16), *dvalues = device_copy(values, n * 16);
  EXPECT(dcoords && dvalues, "device memory");
  const uint32_t count = (uint32_t)n;
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_MEM_OBJ, 0, sizeof image, image},
                                    {UR_GPU_ARG_POINTER, 1, sizeof dcoords, dcoords},
                                    {UR_GPU_ARG_POINTER, 2, sizeof dvalues, dvalues},
                                    {UR_GPU_ARG_VALUE, 3, sizeof count, &count}};
  const size_t group = 64, items = (n + group - 1) / group * group;
  ur_event_handle_t done = NULL;
  UR_OK(ur_gpu_launch(&ur, gpu.queue, kernel, 0, items, &group, 4, args, &done));
  ur_rect_offset_t zero = {0, 0, 0};
  UR_OK(img.urEnqueueMemImageRead(gpu.queue, image, true, zero, whole(s), 0, 0, got, 1, &done,
                                  NULL));
  UR_OK(ur.urEventRelease(done));
  UR_OK(ur.urKernelRelease(kernel));
  UR_OK(ur.urUSMFree(gpu.context, dcoords));
  UR_OK(ur.urUSMFree(gpu.context, dvalues));
  UR_OK(img.urMemRelease(image));
  for (size_t t = 0; t < n && !fake_driver; t++)
    EXPECT(memcmp(got + t * es, want + t * es, es) == 0, "%s: texel %zu's bytes differ", name, t);

  UR_OK(create_image(f, s, 0, 0, want, &image));
  snprintf(name, sizeof name, "read_%s_%c", s->name, f->element);
  if (!launch_on_image(name, image, NULL, coords, n * 16, out, n * 16, (uint32_t)n))
    return false;
  UR_OK(img.urMemRelease(image));
  for (size_t t = 0; t < n && !fake_driver; t++) {
    union ref_value decoded;
    ref_decode(f->ref, want + t * es, &decoded);
    for (int c = 0; c < 4; c++)
      EXPECT(f->element == 'j' ? out[t].u[c] == decoded.u[c]
                               : same_float(f, out[t].f[c], decoded.f[c]),
             "%s: texel %zu channel %d: got %#x want %#x", name, t, c, out[t].u[c],
             decoded.u[c]);
  }
  free(coords);
  free(values);
  free(out);
  free(want);
  free(got);
  return true;
}

static const ur_sampler_addressing_mode_t ur_addressing[] = {
    [REF_ADDRESS_NONE] = UR_SAMPLER_ADDRESSING_MODE_NONE,
    [REF_ADDRESS_CLAMP_TO_EDGE] = UR_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE,
    [REF_ADDRESS_CLAMP] = UR_SAMPLER_ADDRESSING_MODE_CLAMP,
    [REF_ADDRESS_REPEAT] = UR_SAMPLER_ADDRESSING_MODE_REPEAT,
    [REF_ADDRESS_MIRRORED_REPEAT] = UR_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT};

static ur_result_t create_sampler(struct ref_sampler combo, ur_sampler_handle_t *sampler) {
  ur_sampler_desc_t desc = {UR_STRUCTURE_TYPE_SAMPLER_DESC, NULL, combo.normalized,
                            ur_addressing[combo.addressing],
                            combo.linear ? UR_SAMPLER_FILTER_MODE_LINEAR
                                         : UR_SAMPLER_FILTER_MODE_NEAREST};
  return img.urSamplerCreate(gpu.context, &desc, sampler);
}

/* Group 4d: urSamplerGetInfo gives back what was created (the count after
 * a retain), and the kernel receives the reference's bits. */
static bool sampler_object(struct ref_sampler combo) {
  ur_sampler_handle_t sampler = NULL;
  UR_OK(create_sampler(combo, &sampler));
  ur_bool_t normalized = 2;
  ur_sampler_addressing_mode_t addressing = UR_SAMPLER_ADDRESSING_MODE_FORCE_UINT32;
  ur_sampler_filter_mode_t filter = UR_SAMPLER_FILTER_MODE_FORCE_UINT32;
  ur_context_handle_t context = NULL;
  uint32_t refs = 0;
  UR_OK(img.urSamplerRetain(sampler));
  UR_OK(img.urSamplerGetInfo(sampler, UR_SAMPLER_INFO_NORMALIZED_COORDS, sizeof normalized,
                             &normalized, NULL));
  UR_OK(img.urSamplerGetInfo(sampler, UR_SAMPLER_INFO_ADDRESSING_MODE, sizeof addressing,
                             &addressing, NULL));
  UR_OK(img.urSamplerGetInfo(sampler, UR_SAMPLER_INFO_FILTER_MODE, sizeof filter, &filter, NULL));
  UR_OK(img.urSamplerGetInfo(sampler, UR_SAMPLER_INFO_CONTEXT, sizeof context, &context, NULL));
  UR_OK(img.urSamplerGetInfo(sampler, UR_SAMPLER_INFO_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  UR_OK(img.urSamplerRelease(sampler));
  EXPECT((normalized != 0) == combo.normalized && addressing == ur_addressing[combo.addressing] &&
             filter == (combo.linear ? UR_SAMPLER_FILTER_MODE_LINEAR
                                     : UR_SAMPLER_FILTER_MODE_NEAREST) &&
             context == gpu.context && refs == 2,
         "normalized %u addressing %d filter %d refs %u", (unsigned)normalized, (int)addressing,
         (int)filter, refs);
  ur_mem_handle_t image;
  UR_OK(create_image(&formats[0], &shapes[0], 0, 0, NULL, &image));
  uint32_t bits = 0xffffffffu;
  if (!launch_on_image("sampler_bits", image, sampler, NULL, 0, &bits, sizeof bits, 1))
    return false;
  UR_OK(img.urMemRelease(image));
  UR_OK(img.urSamplerRelease(sampler));
  EXPECT(fake_driver || bits == ref_sampler_bits(combo), "kernel bits %#x want %#x", bits,
         ref_sampler_bits(combo));
  return true;
}

/* Sample coordinates along an axis of size texels, in texel units:
 * centres, edges, +-0.25, negatives and past the end; normalized, over the
 * size, and -1.25 and 1.75 for the wrapping modes. */
static int axis_coords(size_t size, bool normalized, float *out) {
  float w = (float)size;
  const float fixed[] = {-1.0f, -0.25f, 0.0f, 0.5f, 1.25f, 0.5f * w + 0.25f, w - 0.5f, w,
                         w + 1.5f};
  int n = (int)(sizeof fixed / sizeof fixed[0]);
  for (int i = 0; i < n; i++)
    out[i] = normalized ? fixed[i] / w : fixed[i];
  if (normalized) {
    out[n++] = -1.25f;
    out[n++] = 1.75f;
  }
  return n;
}

/* The cross product of the axes' coordinates (the layers as rint'ed
 * floats, clamped by the device), as float4. */
static float *sample_coords(const struct shape *s, bool normalized, size_t *count) {
  static const float layers[] = {-1.0f, 0.0f, 1.5f, 2.6f, 5.0f};
  float axes[3][16] = {{0}};
  int counts[3] = {1, 1, 1};
  size_t sizes[3] = {s->width, s->height, s->depth};
  for (int d = 0; d < s->dims; d++)
    counts[d] = axis_coords(sizes[d], normalized, axes[d]);
  if (s->is_array) {
    counts[s->dims] = (int)(sizeof layers / sizeof layers[0]);
    memcpy(axes[s->dims], layers, sizeof layers);
  }
  *count = (size_t)counts[0] * (size_t)counts[1] * (size_t)counts[2];
  float *coords = calloc(*count, 16), *c = coords;
  for (int z = 0; coords && z < counts[2]; z++)
    for (int y = 0; y < counts[1]; y++)
      for (int x = 0; x < counts[0]; x++, c += 4)
        c[0] = axes[0][x], c[1] = axes[1][y], c[2] = axes[2][z];
  return coords;
}

/* image_samplers_test.c's linear tolerance: |got - want| <= 1e-5 * M +
 * 1e-6, M (2.25 here) the largest texel magnitude. */
static bool same_sample(const struct format *f, bool linear, float got, float want) {
  if (linear)
    return fabs((double)got - (double)want) <= 1e-5 * 2.25 + 1e-6;
  return same_float(f, got, want);
}

/* Group 4c: sample_<shape>_<e> with each sampler combination at a few
 * hundred coordinates (inside, on edges, outside), against ref_sample;
 * undefined results (addressing none outside the image) are skipped. */
static bool sampled_reads(const struct format *f, const struct shape *s, size_t *checked) {
  size_t n = texel_count(s);
  uint8_t *texels = random_texels(f, n, 31u + (uint32_t)f->ref.type);
  EXPECT(texels, "host memory");
  ur_mem_handle_t image;
  UR_OK(create_image(f, s, 0, 0, texels, &image));
  struct ref_image ref = {f->ref, s->dims, s->is_array, (int)s->width, (int)s->height,
                          (int)slices(s), (int)s->layers, texels};
  char name[32];
  snprintf(name, sizeof name, "sample_%s_%c", s->name, f->element);
  for (int k = 0; k < REF_VALID_SAMPLERS; k++) {
    struct ref_sampler combo = ref_valid_samplers[k];
    if (combo.linear && f->element != 'f')
      continue; /* linear filtering of integer images is undefined */
    size_t count;
    float *coords = sample_coords(s, combo.normalized, &count);
    union ref_value *out = calloc(count, sizeof *out);
    EXPECT(coords && out, "host memory");
    ur_sampler_handle_t sampler;
    UR_OK(create_sampler(combo, &sampler));
    if (!launch_on_image(name, image, sampler, coords, count * 16, out, count * 16,
                         (uint32_t)count))
      return false;
    UR_OK(img.urSamplerRelease(sampler));
    for (size_t i = 0; i < count && !fake_driver; i++) {
      union ref_value want;
      if (!ref_sample(&ref, combo, coords + i * 4, &want))
        continue;
      ++*checked;
      for (int c = 0; c < 4; c++)
        EXPECT(f->element == 'j' ? out[i].u[c] == want.u[c]
                                 : same_sample(f, combo.linear, out[i].f[c], want.f[c]),
               "%s %s %s %s at (%g, %g, %g) channel %d: got %#x (%g) want %#x (%g)", name,
               combo.normalized ? "normalized" : "unnormalized",
               ref_addressing_names[combo.addressing], combo.linear ? "linear" : "nearest",
               coords[i * 4], coords[i * 4 + 1], coords[i * 4 + 2], c, out[i].u[c], out[i].f[c],
               want.u[c], want.f[c]);
    }
    free(coords);
    free(out);
  }
  UR_OK(img.urMemRelease(image));
  free(texels);
  return true;
}

static void all_cases(void) {
  char name[128];
  for (size_t s = 0; s < shape_count; s++)
    for (size_t f = 0; f < FORMATS; f++) {
      snprintf(name, sizeof name, "create %s %s from pitched host memory, info, read back",
               shapes[s].name, formats[f].name);
      report(name, create_from_pitched_host(&formats[f], &shapes[s]));
    }
  report("refused formats: UR_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT", refused_formats());
  report("region write, read with event, copy at origins: 2d", region_transfers(&shapes[1]));
  report("region write, read with event, copy at origins: 3d", region_transfers(&shapes[2]));
  const char *unchecked = fake_driver ? " (fake driver: results unchecked)" : "";
  for (int k = 0; k < REF_VALID_SAMPLERS; k++) {
    struct ref_sampler combo = ref_valid_samplers[k];
    snprintf(name, sizeof name, "sampler info and kernel bits %s %s %s%s",
             combo.normalized ? "normalized" : "unnormalized",
             ref_addressing_names[combo.addressing], combo.linear ? "linear" : "nearest", unchecked);
    report(name, sampler_object(combo));
  }
  size_t checked = 0;
  for (size_t s = 0; s < shape_count; s++)
    for (size_t f = 0; f < FORMATS; f++) {
      snprintf(name, sizeof name, "kernel write and read %s %s%s", shapes[s].name,
               formats[f].name, unchecked);
      report(name, kernel_write_read(&formats[f], &shapes[s]));
      size_t before = checked;
      bool ok = sampled_reads(&formats[f], &shapes[s], &checked);
      snprintf(name, sizeof name, "sampled reads %s %s (%zu checked)%s", shapes[s].name,
               formats[f].name, checked - before, unchecked);
      report(name, ok);
    }
  printf("samples: %zu checked against the reference\n", checked);
}

static bool resolve_image_functions(void) {
  bool found = true;
#define IMAGE_RESOLVE(name)                                                                        \
  if (!(*(void **)&img.name = dlsym(ur.library, #name))) {                                         \
    printf("the loader has no %s\n", #name);                                                       \
    found = false;                                                                                 \
  }
  IMAGE_FUNCTIONS(IMAGE_RESOLVE)
#undef IMAGE_RESOLVE
  return found;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s RUNTIME_LIB_DIR IMAGE_KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  printf("ur_image_gpu_test: oneAPI %d.%d headers, loader and adapter from %s\n",
         UR_CLIENT_RELEASE / 100, UR_CLIENT_RELEASE % 100, argv[1]);
  int opened = ur_gpu_open(&ur, argv[1], &gpu);
  if (opened != 0)
    return opened;
  if (!resolve_image_functions())
    return 1;
  char device_name[256] = "";
  ur.urDeviceGetInfo(gpu.device, UR_DEVICE_INFO_NAME, sizeof device_name, device_name, NULL);
  fake_driver = strstr(device_name, "(fake driver)") != NULL;
  printf("device: %s\n", device_name);
  const char *layers = getenv("UR_ENABLE_LAYERS");
  if (layers && strstr(layers, "VALIDATION")) {
    shape_count = SHAPES - 1;
    printf("validation layer: the %s image is left out (its transfers are refused there)\n",
           shapes[SHAPES - 1].name);
  }
  program = ur_gpu_load_program(&ur, gpu.context, gpu.device, argv[2]);
  report("urProgramCreateWithBinary and urProgramBuild of the image kernels", program != NULL);
  if (program) {
    all_cases();
    report("urProgramRelease", ur.urProgramRelease(program) == UR_RESULT_SUCCESS);
  }
  report("releases and teardown", ur.urQueueRelease(gpu.queue) == UR_RESULT_SUCCESS &&
                                      ur.urContextRelease(gpu.context) == UR_RESULT_SUCCESS &&
                                      ur.urDeviceRelease(gpu.device) == UR_RESULT_SUCCESS &&
                                      ur.urAdapterRelease(gpu.adapter) == UR_RESULT_SUCCESS &&
                                      ur.urLoaderTearDown() == UR_RESULT_SUCCESS);
  printf("ur_image_gpu_test: %d passed, %d failed\n", cases - failures, failures);
  printf("ur_image_gpu_test: %s\n", failures ? "FAILED" : "passed");
  return failures != 0;
}

/* Region and pitch maths of image commands: OpenCL origins and regions to
 * boxes of the CUDA array (1-D array layers moved to z), tight and given
 * host pitches, and the cuMemcpy3D descriptors, one per slice only when
 * the slice pitch is not a whole number of rows. Also the descriptor
 * kernels read (docs/contracts.md) and the size checks before it. */
#include <stddef.h>
#include <string.h>

#include "check.h"
#include "image_region.h"

static struct cuda_image image_of(enum image_type type, size_t w, size_t h, size_t d, size_t n,
                                  unsigned element_size) {
  struct cuda_image image;
  memset(&image, 0, sizeof image);
  image.desc = (struct image_desc){.type = type, .width = w, .height = h, .depth = d,
                                   .array_size = n};
  image.format.element_size = element_size;
  image.array = (CUarray)(uintptr_t)0x1000;
  return image;
}

static void test_boxes(void) {
  struct image_box box;
  struct cuda_image a1 = image_of(IMAGE_1D_ARRAY, 64, 1, 1, 8, 4);
  size_t origin[3] = {4, 2, 0}, region[3] = {10, 3, 1};
  CHECK_EQ(image_box_from_face(&a1, origin, region, &box), CORE_SUCCESS);
  CHECK(box.x == 4 && box.y == 0 && box.z == 2);
  CHECK(box.width == 10 && box.height == 1 && box.depth == 3);
  size_t too_many_layers[3] = {10, 7, 1};
  CHECK_EQ(image_box_from_face(&a1, origin, too_many_layers, &box), CORE_ERROR_INVALID_VALUE);

  struct cuda_image a2 = image_of(IMAGE_2D_ARRAY, 16, 8, 1, 4, 16);
  size_t o2[3] = {0, 7, 3}, r2[3] = {16, 1, 1};
  CHECK_EQ(image_box_from_face(&a2, o2, r2, &box), CORE_SUCCESS);
  CHECK(box.y == 7 && box.z == 3 && box.depth == 1);

  struct cuda_image i2 = image_of(IMAGE_2D, 16, 8, 1, 0, 4);
  size_t zero[3] = {0, 0, 0}, deep[3] = {16, 8, 2}, empty[3] = {0, 8, 1}, full[3] = {16, 8, 1};
  CHECK_EQ(image_box_from_face(&i2, zero, deep, &box), CORE_ERROR_INVALID_VALUE);
  CHECK_EQ(image_box_from_face(&i2, zero, empty, &box), CORE_ERROR_INVALID_VALUE);
  CHECK_EQ(image_box_from_face(&i2, zero, full, &box), CORE_SUCCESS);
  size_t past[3] = {1, 0, 0};
  CHECK_EQ(image_box_from_face(&i2, past, full, &box), CORE_ERROR_INVALID_VALUE);
  size_t huge[3] = {SIZE_MAX, 0, 0}, one[3] = {2, 1, 1};
  CHECK_EQ(image_box_from_face(&i2, huge, one, &box), CORE_ERROR_INVALID_VALUE);
}

static void test_pitches(void) {
  struct cuda_image i3 = image_of(IMAGE_3D, 32, 16, 8, 0, 8);
  struct image_box box = {1, 2, 3, 10, 4, 2};
  struct host_layout host;
  CHECK_EQ(host_layout_resolve(&i3, &box, 0, 0, &host), CORE_SUCCESS);
  CHECK(host.row_pitch == 80 && host.slice_pitch == 320);
  CHECK_EQ(host_layout_resolve(&i3, &box, 96, 0, &host), CORE_SUCCESS);
  CHECK(host.row_pitch == 96 && host.slice_pitch == 384);
  CHECK_EQ(host_layout_resolve(&i3, &box, 79, 0, &host), CORE_ERROR_INVALID_VALUE);
  CHECK_EQ(host_layout_resolve(&i3, &box, 80, 319, &host), CORE_ERROR_INVALID_VALUE);
  /* One slice: its slice pitch is never read. */
  struct image_box flat = {0, 0, 0, 10, 4, 1};
  CHECK_EQ(host_layout_resolve(&i3, &flat, 80, 1, &host), CORE_SUCCESS);
}

static void test_copies(void) {
  struct cuda_image i3 = image_of(IMAGE_3D, 32, 16, 8, 0, 8);
  struct image_box box = {1, 2, 3, 10, 4, 2};
  char host_memory[1024];
  struct host_layout whole_rows = {96, 96 * 5};
  CHECK_EQ(image_host_copy_count(&box, &whole_rows), 1);
  CUDA_MEMCPY3D c = image_host_copy(&i3, &box, &whole_rows, host_memory, false, 0);
  CHECK(c.srcMemoryType == CU_MEMORYTYPE_HOST && c.srcHost == host_memory);
  CHECK(c.srcPitch == 96 && c.srcHeight == 5);
  CHECK(c.dstMemoryType == CU_MEMORYTYPE_ARRAY && c.dstArray == i3.array);
  CHECK(c.dstXInBytes == 8 && c.dstY == 2 && c.dstZ == 3);
  CHECK(c.WidthInBytes == 80 && c.Height == 4 && c.Depth == 2);

  struct host_layout odd_slices = {96, 400};
  CHECK_EQ(image_host_copy_count(&box, &odd_slices), 2);
  c = image_host_copy(&i3, &box, &odd_slices, host_memory, true, 1);
  CHECK(c.srcMemoryType == CU_MEMORYTYPE_ARRAY && c.srcZ == 4 && c.srcXInBytes == 8);
  CHECK(c.dstMemoryType == CU_MEMORYTYPE_HOST && c.dstHost == host_memory + 400);
  CHECK(c.dstPitch == 96 && c.Depth == 1 && c.Height == 4);

  /* 1-D array layers step by the slice pitch, whatever the row pitch. */
  struct cuda_image a1 = image_of(IMAGE_1D_ARRAY, 64, 1, 1, 8, 4);
  struct image_box layers = {0, 0, 2, 64, 1, 3};
  struct host_layout layer_pitch = {256, 300};
  CHECK_EQ(image_host_copy_count(&layers, &layer_pitch), 1);
  c = image_host_copy(&a1, &layers, &layer_pitch, host_memory, true, 0);
  CHECK(c.dstPitch == 300 && c.dstHeight == 1 && c.Depth == 3 && c.srcZ == 2);

  struct cuda_image other = image_of(IMAGE_3D, 32, 16, 8, 0, 8);
  other.array = (CUarray)(uintptr_t)0x2000;
  struct image_box to = {0, 0, 0, 10, 4, 2};
  c = image_array_copy(&i3, &box, &other, &to);
  CHECK(c.srcArray == i3.array && c.dstArray == other.array && c.srcXInBytes == 8);
  CHECK(c.dstXInBytes == 0 && c.WidthInBytes == 80 && c.Depth == 2 && c.srcZ == 3);
}

static struct device_props surface_limits(void) {
  struct device_props p;
  memset(&p, 0, sizeof p);
  p.max_surface_1d = 32768;
  p.max_surface_2d[0] = 131072, p.max_surface_2d[1] = 65536;
  p.max_surface_3d[0] = p.max_surface_3d[1] = p.max_surface_3d[2] = 16384;
  p.max_surface_1d_layered[0] = 32768, p.max_surface_1d_layered[1] = 2048;
  p.max_surface_2d_layered[0] = p.max_surface_2d_layered[1] = 32768;
  p.max_surface_2d_layered[2] = 2048;
  return p;
}

static void test_descriptor(void) {
  CHECK_EQ(offsetof(struct image_descriptor, width), 8);
  CHECK_EQ(offsetof(struct image_descriptor, array_size), 20);
  CHECK_EQ(offsetof(struct image_descriptor, channel_order), 24);
  CHECK_EQ(offsetof(struct image_descriptor, element_size), 32);
  CHECK_EQ(offsetof(struct image_descriptor, is_array), 40);
  struct device_props p = surface_limits();
  struct cuda_image image;
  memset(&image, 0, sizeof image);
  CHECK_EQ(image_format_lookup(ORDER_BGRA, TYPE_UNORM_INT8, &image.format), CORE_SUCCESS);
  image.surface = 0x1234;
  /* A 1-D array: height 1, depth 1, its layers; unused sizes ignored. */
  struct image_desc a1 = {.type = IMAGE_1D_ARRAY, .width = 7, .height = 99, .depth = 99,
                          .array_size = 5};
  CHECK_EQ(image_normalize_desc(&p, &a1, &image.desc), CORE_SUCCESS);
  struct image_descriptor d = image_descriptor_for(&image);
  CHECK(d.surface == 0x1234 && d.width == 7 && d.height == 1 && d.depth == 1);
  CHECK(d.array_size == 5 && d.channel_order == ORDER_BGRA && d.channel_type == TYPE_UNORM_INT8);
  CHECK(d.element_size == 4 && d.dims == 1 && d.is_array == 1 && d.zero == 0);
  struct image_desc i3 = {.type = IMAGE_3D, .width = 4, .height = 5, .depth = 6, .array_size = 9};
  CHECK_EQ(image_normalize_desc(&p, &i3, &image.desc), CORE_SUCCESS);
  d = image_descriptor_for(&image);
  CHECK(d.depth == 6 && d.array_size == 0 && d.dims == 3 && d.is_array == 0);
  CHECK_EQ(image_slice_pitch(&image), 4 * 4 * 5);
  struct image_desc i2 = {.type = IMAGE_2D, .width = 4, .height = 5, .depth = 0};
  CHECK_EQ(image_normalize_desc(&p, &i2, &image.desc), CORE_SUCCESS);
  CHECK(image.desc.depth == 1 && image_slice_pitch(&image) == 0 && image_row_pitch(&image) == 16);

  struct image_desc wide = {.type = IMAGE_2D, .width = 131073, .height = 1};
  CHECK_EQ(image_normalize_desc(&p, &wide, &image.desc), CORE_ERROR_INVALID_IMAGE_SIZE);
  struct image_desc layers = {.type = IMAGE_2D_ARRAY, .width = 1, .height = 1, .array_size = 2049};
  CHECK_EQ(image_normalize_desc(&p, &layers, &image.desc), CORE_ERROR_INVALID_IMAGE_SIZE);
  struct image_desc no_layers = {.type = IMAGE_1D_ARRAY, .width = 1};
  CHECK_EQ(image_normalize_desc(&p, &no_layers, &image.desc), CORE_ERROR_INVALID_IMAGE_SIZE);
  struct image_desc cube = {.type = 0, .width = 1};
  CHECK_EQ(image_normalize_desc(&p, &cube, &image.desc), CORE_ERROR_INVALID_IMAGE_DESCRIPTOR);
}

int main(void) {
  test_descriptor();
  test_boxes();
  test_pitches();
  test_copies();
  return check_report("image_region_test");
}

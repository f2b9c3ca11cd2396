/* The image format table: every OpenCL 1.2 format a CUDA array holds, with
 * its array format, channels and element size; every other pair refused. */
#include <string.h>

#include "check.h"
#include "errors.h"
#include "image_format.h"

static const enum image_channel_type all_types[] = {
    TYPE_SNORM_INT8,     TYPE_SNORM_INT16,      TYPE_UNORM_INT8,      TYPE_UNORM_INT16,
    TYPE_UNORM_SHORT_565, TYPE_UNORM_SHORT_555, TYPE_UNORM_INT_101010, TYPE_SIGNED_INT8,
    TYPE_SIGNED_INT16,   TYPE_SIGNED_INT32,     TYPE_UNSIGNED_INT8,   TYPE_UNSIGNED_INT16,
    TYPE_UNSIGNED_INT32, TYPE_HALF_FLOAT,       TYPE_FLOAT};
static const enum image_channel_order all_orders[] = {
    ORDER_R,    ORDER_A,    ORDER_RG,        ORDER_RA,        ORDER_RGB,
    ORDER_RGBA, ORDER_BGRA, ORDER_ARGB,      ORDER_INTENSITY, ORDER_LUMINANCE,
    ORDER_RX,   ORDER_RGX,  ORDER_RGBX,      ORDER_SRGBA,     ORDER_ABGR};
enum { NUM_TYPES = sizeof all_types / sizeof *all_types,
       NUM_ORDERS = sizeof all_orders / sizeof *all_orders };

static unsigned held(uint32_t order, uint32_t type) {
  struct image_format f;
  return image_format_lookup(order, type, &f) == CORE_SUCCESS;
}

static void check_format(uint32_t order, uint32_t type, CUarray_format cu_format,
                         unsigned channels, unsigned element_size) {
  struct image_format f;
  CHECK_EQ(image_format_lookup(order, type, &f), CORE_SUCCESS);
  CHECK_EQ(f.order, order);
  CHECK_EQ(f.type, type);
  CHECK_EQ(f.cu_format, cu_format);
  CHECK_EQ(f.num_channels, channels);
  CHECK_EQ(f.element_size, element_size);
}

static void test_counts(void) {
  /* R, A, RG, RA, RGBA: the 12 unpacked types; Intensity, Luminance: the 6
   * normalized and float types; RGB: the 3 packed; BGRA, ARGB, ABGR: 4 of 8 bits. */
  unsigned per_order[NUM_ORDERS] = {12, 12, 12, 12, 3, 12, 4, 4, 6, 6, 0, 0, 0, 0, 4};
  unsigned total = 0;
  for (unsigned o = 0; o < NUM_ORDERS; ++o) {
    unsigned count = 0;
    for (unsigned t = 0; t < NUM_TYPES; ++t)
      count += held(all_orders[o], all_types[t]);
    if (count != per_order[o])
      printf("order %s: %u formats\n", image_order_name(all_orders[o]), count);
    CHECK_EQ(count, per_order[o]);
    total += count;
  }
  CHECK_EQ(total, 87);
}

static void test_layouts(void) {
  check_format(ORDER_R, TYPE_UNORM_INT8, CU_AD_FORMAT_UNSIGNED_INT8, 1, 1);
  check_format(ORDER_A, TYPE_SNORM_INT16, CU_AD_FORMAT_SIGNED_INT16, 1, 2);
  check_format(ORDER_RG, TYPE_HALF_FLOAT, CU_AD_FORMAT_HALF, 2, 4);
  check_format(ORDER_RA, TYPE_FLOAT, CU_AD_FORMAT_FLOAT, 2, 8);
  check_format(ORDER_RGBA, TYPE_FLOAT, CU_AD_FORMAT_FLOAT, 4, 16);
  check_format(ORDER_RGBA, TYPE_SIGNED_INT32, CU_AD_FORMAT_SIGNED_INT32, 4, 16);
  check_format(ORDER_RGBA, TYPE_UNSIGNED_INT16, CU_AD_FORMAT_UNSIGNED_INT16, 4, 8);
  check_format(ORDER_BGRA, TYPE_UNORM_INT8, CU_AD_FORMAT_UNSIGNED_INT8, 4, 4);
  check_format(ORDER_ABGR, TYPE_SIGNED_INT8, CU_AD_FORMAT_SIGNED_INT8, 4, 4);
  check_format(ORDER_INTENSITY, TYPE_FLOAT, CU_AD_FORMAT_FLOAT, 1, 4);
  check_format(ORDER_LUMINANCE, TYPE_UNORM_INT16, CU_AD_FORMAT_UNSIGNED_INT16, 1, 2);
  check_format(ORDER_RGB, TYPE_UNORM_SHORT_565, CU_AD_FORMAT_UNSIGNED_INT16, 1, 2);
  check_format(ORDER_RGB, TYPE_UNORM_SHORT_555, CU_AD_FORMAT_UNSIGNED_INT16, 1, 2);
  check_format(ORDER_RGB, TYPE_UNORM_INT_101010, CU_AD_FORMAT_UNSIGNED_INT32, 1, 4);
}

static void test_refusals(void) {
  struct image_format f;
  char *message;
  CHECK_EQ(image_format_lookup(ORDER_RGB, TYPE_FLOAT, &f), CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  core_get_last_error(&message);
  CHECK(strstr(message, "RGB") && strstr(message, "FLOAT"));
  CHECK_EQ(image_format_lookup(ORDER_SRGBA, TYPE_UNORM_INT8, &f),
           CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  CHECK_EQ(image_format_lookup(ORDER_BGRA, TYPE_FLOAT, &f), CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  CHECK_EQ(image_format_lookup(ORDER_INTENSITY, TYPE_SIGNED_INT8, &f),
           CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  CHECK_EQ(image_format_lookup(ORDER_R, TYPE_UNORM_SHORT_565, &f),
           CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  CHECK_EQ(image_format_lookup(99, TYPE_FLOAT, &f), CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  CHECK_EQ(image_format_lookup(ORDER_R, 99, &f), CORE_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  core_get_last_error(&message);
  CHECK(strstr(message, "?") != NULL);
}

int main(void) {
  test_counts();
  test_layouts();
  test_refusals();
  return check_report("image_format_test");
}

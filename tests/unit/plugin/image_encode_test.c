/* Fill colours encoded on the host as OpenCL 1.2 section 8.3 writes them:
 * rounding to nearest even, saturation, channel order, packed types, half. */
#include <string.h>

#include "check.h"
#include "image_encode.h"

static struct image_format format_of(uint32_t order, uint32_t type) {
  struct image_format f;
  memset(&f, 0, sizeof f);
  CHECK_EQ(image_format_lookup(order, type, &f), CORE_SUCCESS);
  return f;
}

/* Encodes into a 16-byte scratch texel and copies the format's element size
 * out to `texel` (which may be that small); nothing past it may change. */
static void encode(uint32_t order, uint32_t type, const void *color, unsigned char *texel) {
  struct image_format f = format_of(order, type);
  unsigned char scratch[16];
  memset(scratch, 0xEE, sizeof scratch);
  image_encode_color(&f, color, scratch);
  for (size_t i = f.element_size; i < sizeof scratch; i++)
    CHECK_EQ(scratch[i], 0xEE);
  memcpy(texel, scratch, f.element_size);
}

static void test_normalized(void) {
  unsigned char t[16];
  float c[4] = {1.0f, 0.5f, 0.0f, 2.0f}; /* 0.5 * 255 = 127.5: even is 128 */
  encode(ORDER_RGBA, TYPE_UNORM_INT8, c, t);
  CHECK_EQ(t[0], 255);
  CHECK_EQ(t[1], 128);
  CHECK_EQ(t[2], 0);
  CHECK_EQ(t[3], 255); /* saturated */
  encode(ORDER_BGRA, TYPE_UNORM_INT8, c, t);
  CHECK(t[0] == 0 && t[1] == 128 && t[2] == 255 && t[3] == 255);
  encode(ORDER_ARGB, TYPE_UNORM_INT8, c, t);
  CHECK(t[0] == 255 && t[1] == 255 && t[2] == 128 && t[3] == 0);
  encode(ORDER_ABGR, TYPE_UNORM_INT8, c, t);
  CHECK(t[0] == 255 && t[1] == 0 && t[2] == 128 && t[3] == 255);
  float s[4] = {-1.0f, -2.0f, 0.5f, 0.0f}; /* 0.5 * 127 = 63.5 -> 64 */
  encode(ORDER_RGBA, TYPE_SNORM_INT8, s, t);
  CHECK_EQ((signed char)t[0], -127);
  CHECK_EQ((signed char)t[1], -128);
  CHECK_EQ((signed char)t[2], 64);
  CHECK_EQ((signed char)t[3], 0);
  uint16_t u16[2];
  float g[4] = {0.25f, 1.0f, 0, 0};
  encode(ORDER_RG, TYPE_UNORM_INT16, g, (unsigned char *)u16);
  CHECK_EQ(u16[0], 16384); /* 16383.75 */
  CHECK_EQ(u16[1], 65535);
  float nan[4] = {__builtin_nanf(""), 0, 0, 0};
  encode(ORDER_R, TYPE_UNORM_INT8, nan, t);
  CHECK_EQ(t[0], 0);
}

static void test_orders_of_one_channel(void) {
  unsigned char t[16];
  float c[4] = {0.0f, 0.25f, 0.5f, 1.0f};
  encode(ORDER_A, TYPE_UNORM_INT8, c, t);
  CHECK_EQ(t[0], 255);
  encode(ORDER_INTENSITY, TYPE_UNORM_INT8, c, t);
  CHECK_EQ(t[0], 0);
  encode(ORDER_RA, TYPE_FLOAT, c, t);
  float ra[2];
  memcpy(ra, t, sizeof ra);
  CHECK(ra[0] == 0.0f && ra[1] == 1.0f);
}

static void test_integers(void) {
  unsigned char t[16];
  int32_t si[4] = {300, -300, 7, INT32_MIN};
  encode(ORDER_RGBA, TYPE_SIGNED_INT8, si, t);
  CHECK((signed char)t[0] == 127 && (signed char)t[1] == -128 && t[2] == 7 &&
        (signed char)t[3] == -128);
  int16_t s16[4];
  encode(ORDER_RGBA, TYPE_SIGNED_INT16, si, (unsigned char *)s16);
  CHECK(s16[0] == 300 && s16[1] == -300 && s16[3] == INT16_MIN);
  uint32_t ui[4] = {70000, 255, 256, UINT32_MAX};
  uint16_t u16[4];
  encode(ORDER_RGBA, TYPE_UNSIGNED_INT16, ui, (unsigned char *)u16);
  CHECK(u16[0] == 65535 && u16[1] == 255 && u16[2] == 256 && u16[3] == 65535);
  uint32_t u32[4];
  encode(ORDER_RGBA, TYPE_UNSIGNED_INT32, ui, (unsigned char *)u32);
  CHECK(memcmp(u32, ui, sizeof ui) == 0);
}

static void test_packed(void) {
  uint16_t p16;
  uint32_t p32;
  float c[4] = {1.0f, 0.5f, 0.0f, 0.0f};
  encode(ORDER_RGB, TYPE_UNORM_SHORT_565, c, (unsigned char *)&p16);
  CHECK_EQ(p16, 31u << 11 | 32u << 5); /* 0.5 * 63 = 31.5 -> 32 */
  encode(ORDER_RGB, TYPE_UNORM_SHORT_555, c, (unsigned char *)&p16);
  CHECK_EQ(p16, 31u << 10 | 16u << 5); /* 15.5 -> 16 */
  encode(ORDER_RGB, TYPE_UNORM_INT_101010, c, (unsigned char *)&p32);
  CHECK_EQ(p32, 1023u << 20 | 512u << 10); /* 511.5 -> 512 */
}

static void test_half(void) {
  CHECK_EQ(half_from_float(1.0f), 0x3C00);
  CHECK_EQ(half_from_float(-2.0f), 0xC000);
  CHECK_EQ(half_from_float(0.0f), 0x0000);
  CHECK_EQ(half_from_float(-0.0f), 0x8000);
  CHECK_EQ(half_from_float(65504.0f), 0x7BFF);
  CHECK_EQ(half_from_float(65520.0f), 0x7C00); /* halfway to the next: rounds to Inf */
  CHECK_EQ(half_from_float(1e10f), 0x7C00);
  CHECK_EQ(half_from_float(__builtin_inff()), 0x7C00);
  CHECK((half_from_float(__builtin_nanf("")) & 0x7FFF) > 0x7C00);
  CHECK_EQ(half_from_float(5.9604645e-8f), 0x0001);  /* smallest subnormal */
  CHECK_EQ(half_from_float(2.9802322e-8f), 0x0000);  /* half of it: ties to even 0 */
  CHECK_EQ(half_from_float(8.940697e-8f), 0x0002);   /* 1.5 of it: ties to even 2 */
  CHECK_EQ(half_from_float(6.097555e-5f), 0x03FF);   /* largest subnormal */
  CHECK_EQ(half_from_float(1.0009766f), 0x3C01);     /* 1 + 2^-10 */
  CHECK_EQ(half_from_float(1.00048828125f), 0x3C00); /* 1 + 2^-11: tie to even */
  CHECK_EQ(half_from_float(1.00146484375f), 0x3C02); /* 1 + 3 * 2^-11: tie to even */
  unsigned char t[16];
  float c[4] = {1.0f, -2.0f, 0.5f, 0.0f};
  encode(ORDER_RGBA, TYPE_HALF_FLOAT, c, t);
  uint16_t h[4];
  memcpy(h, t, sizeof h);
  CHECK(h[0] == 0x3C00 && h[1] == 0xC000 && h[2] == 0x3800 && h[3] == 0);
}

int main(void) {
  test_normalized();
  test_orders_of_one_channel();
  test_integers();
  test_packed();
  test_half();
  return check_report("image_encode_test");
}

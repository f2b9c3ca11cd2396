/* The GPU image tests' host reference (tests/gpu/images/image_reference.c)
 * against values worked out by hand from OpenCL 1.2 sections 8.2 and 8.3. */
#include "image_reference.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                       \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

static bool same_float(float a, float b) { return memcmp(&a, &b, 4) == 0; }

static void test_formats(void) {
  CHECK(ref_format_valid((struct ref_format){REF_RGBA, REF_FLOAT}));
  CHECK(ref_format_valid((struct ref_format){REF_RGB, REF_UNORM_SHORT_565}));
  CHECK(!ref_format_valid((struct ref_format){REF_RGB, REF_UNORM_INT8}));
  CHECK(!ref_format_valid((struct ref_format){REF_BGRA, REF_FLOAT}));
  CHECK(ref_format_valid((struct ref_format){REF_ARGB, REF_SIGNED_INT8}));
  CHECK(!ref_format_valid((struct ref_format){REF_INTENSITY, REF_SIGNED_INT32}));
  CHECK(!ref_format_valid((struct ref_format){REF_R, REF_UNORM_INT_101010}));
  CHECK(ref_element_size((struct ref_format){REF_RGBA, REF_FLOAT}) == 16);
  CHECK(ref_element_size((struct ref_format){REF_RA, REF_HALF_FLOAT}) == 4);
  CHECK(ref_element_size((struct ref_format){REF_RGB, REF_UNORM_INT_101010}) == 4);
  CHECK(ref_element_size((struct ref_format){REF_RGB, REF_UNORM_SHORT_555}) == 2);
  CHECK(ref_element_size((struct ref_format){REF_LUMINANCE, REF_UNORM_INT8}) == 1);
}

static void test_unorm8(void) {
  struct ref_format f = {REF_RGBA, REF_UNORM_INT8};
  uint8_t texel[4] = {200, 0, 255, 128};
  union ref_value v;
  ref_decode(f, texel, &v);
  CHECK(same_float(v.f[0], 200.0f / 255.0f));
  CHECK(v.f[1] == 0.0f && v.f[2] == 1.0f);
  /* 0.5 * 255 = 127.5, to even: 128; 1.2 saturates; -0.1 saturates to 0;
   * 0.3f * 255 rounds to the float 76.5, to even: 76. */
  union ref_value w = {.f = {0.5f, 1.2f, -0.1f, 0.3f}};
  ref_encode(f, &w, texel);
  CHECK(texel[0] == 128 && texel[1] == 255 && texel[2] == 0 && texel[3] == 76);
  union ref_value nan_in = {.f = {NAN, 0, 0, 0}};
  ref_encode(f, &nan_in, texel);
  CHECK(texel[0] == 0);
}

static void test_snorm_and_orders(void) {
  struct ref_format s8 = {REF_R, REF_SNORM_INT8};
  uint8_t texel[8];
  texel[0] = 0x80; /* -128 reads as -1, not -128/127 */
  union ref_value v;
  ref_decode(s8, texel, &v);
  CHECK(v.f[0] == -1.0f && v.f[1] == 0.0f && v.f[2] == 0.0f && v.f[3] == 1.0f);
  union ref_value w = {.f = {-2.0f, 9, 9, 9}};
  ref_encode(s8, &w, texel);
  CHECK(texel[0] == 0x80); /* -254 saturates to -128 (convert_char_sat_rte) */

  struct ref_format bgra = {REF_BGRA, REF_UNSIGNED_INT8};
  union ref_value u = {.u = {1, 2, 3, 300}};
  ref_encode(bgra, &u, texel);
  CHECK(texel[0] == 3 && texel[1] == 2 && texel[2] == 1 && texel[3] == 255);
  struct ref_format argb = {REF_ARGB, REF_SIGNED_INT8};
  union ref_value i = {.i = {-1, 127, -300, 5}};
  ref_encode(argb, &i, texel);
  CHECK(texel[0] == 5 && texel[1] == 0xff && texel[2] == 127 && texel[3] == 0x80);
  ref_decode(argb, texel, &v);
  CHECK(v.i[0] == -1 && v.i[1] == 127 && v.i[2] == -128 && v.i[3] == 5);

  struct ref_format alpha = {REF_A, REF_UNSIGNED_INT16};
  union ref_value a = {.u = {7, 8, 9, 70000}};
  ref_encode(alpha, &a, texel);
  ref_decode(alpha, texel, &v);
  CHECK(v.u[0] == 0 && v.u[1] == 0 && v.u[2] == 0 && v.u[3] == 65535);
  struct ref_format ra = {REF_RA, REF_SIGNED_INT32};
  union ref_value r = {.i = {-5, 1, 2, 6}};
  ref_encode(ra, &r, texel);
  ref_decode(ra, texel, &v);
  CHECK(v.i[0] == -5 && v.i[1] == 0 && v.i[2] == 0 && v.i[3] == 6);
  struct ref_format rg = {REF_RG, REF_UNSIGNED_INT32};
  ref_decode(rg, texel, &v);
  CHECK(v.u[3] == 1); /* integer 1, not 1.0f's bits */

  struct ref_format intensity = {REF_INTENSITY, REF_UNORM_INT16};
  uint16_t i16 = 65535;
  memcpy(texel, &i16, 2);
  ref_decode(intensity, texel, &v);
  CHECK(v.f[0] == 1.0f && v.f[1] == 1.0f && v.f[2] == 1.0f && v.f[3] == 1.0f);
  struct ref_format luminance = {REF_LUMINANCE, REF_HALF_FLOAT};
  uint16_t h = 0x3800; /* 0.5 */
  memcpy(texel, &h, 2);
  ref_decode(luminance, texel, &v);
  CHECK(v.f[0] == 0.5f && v.f[1] == 0.5f && v.f[2] == 0.5f && v.f[3] == 1.0f);
}

static void test_packed(void) {
  struct ref_format f565 = {REF_RGB, REF_UNORM_SHORT_565};
  union ref_value w = {.f = {1.0f, 0.5f, 0.0f, 0.25f}};
  uint8_t texel[4];
  ref_encode(f565, &w, texel);
  uint16_t word;
  memcpy(&word, texel, 2);
  /* R 31 << 11, G rte(31.5) = 32 << 5, B 0 */
  CHECK(word == (uint16_t)((31u << 11) | (32u << 5)));
  union ref_value v;
  ref_decode(f565, texel, &v);
  CHECK(v.f[0] == 1.0f && same_float(v.f[1], 32.0f / 63.0f) && v.f[2] == 0.0f && v.f[3] == 1.0f);
  struct ref_format f101010 = {REF_RGB, REF_UNORM_INT_101010};
  union ref_value w2 = {.f = {0.0f, 1.0f, 0.5f, 0.0f}};
  ref_encode(f101010, &w2, texel);
  uint32_t word32;
  memcpy(&word32, texel, 4);
  CHECK(word32 == ((1023u << 10) | 512u)); /* 511.5 to even: 512 */
  struct ref_format f555 = {REF_RGB, REF_UNORM_SHORT_555};
  union ref_value w3 = {.f = {1.0f, 0.0f, 1.0f, 0.0f}};
  ref_encode(f555, &w3, texel);
  memcpy(&word, texel, 2);
  CHECK(word == (uint16_t)((31u << 10) | 31u));
}

static void test_half(void) {
  CHECK(ref_float_to_half(1.0f) == 0x3c00);
  CHECK(ref_float_to_half(-2.0f) == 0xc000);
  CHECK(ref_float_to_half(65504.0f) == 0x7bff);
  CHECK(ref_float_to_half(65520.0f) == 0x7c00);
  CHECK(ref_float_to_half(0x1p-24f) == 0x0001);
  CHECK(ref_float_to_half(0x1p-25f) == 0x0000);            /* tie to even: 0 */
  CHECK(ref_float_to_half(0x1.8p-24f) == 0x0002);          /* tie to even: 2 */
  CHECK(ref_float_to_half(1.0f + 0x1p-11f) == 0x3c00);     /* tie to even: down */
  CHECK(ref_float_to_half(1.0f + 0x1.8p-10f) == 0x3c02);   /* tie to even: up */
  CHECK(ref_float_to_half(0x1.ffcp-15f) == 0x0400);        /* rounds up to the least normal */
  CHECK(ref_half_to_float(0x0001) == 0x1p-24f);
  CHECK(ref_half_to_float(0x7bff) == 65504.0f);
  CHECK(isnan(ref_half_to_float(0x7e00)));
  for (uint32_t bits = 0; bits < 0x10000u; bits++) {
    if (((bits >> 10) & 0x1f) == 31 && (bits & 0x3ff))
      continue;
    if (ref_float_to_half(ref_half_to_float((uint16_t)bits)) != bits) {
      CHECK(!"every half survives a round trip");
      break;
    }
  }
}

/* A 1-D float image of width 4 holding 10, 20, 30, 40 in red. */
static const float row4[16] = {10, 0, 0, 1, 20, 0, 0, 1, 30, 0, 0, 1, 40, 0, 0, 1};

static float sample_1d(struct ref_sampler s, float x, bool *defined) {
  struct ref_image image = {{REF_RGBA, REF_FLOAT}, 1, false, 4, 1, 1, 0, (const uint8_t *)row4};
  union ref_value v = {.f = {-99, -99, -99, -99}};
  float coord[1] = {x};
  *defined = ref_sample(&image, s, coord, &v);
  return v.f[0];
}

static void test_sampler_bits(void) {
  CHECK(ref_sampler_bits((struct ref_sampler){true, REF_ADDRESS_REPEAT, true}) == 0xF);
  CHECK(ref_sampler_bits((struct ref_sampler){false, REF_ADDRESS_CLAMP, false}) == 0x8);
  CHECK(ref_sampler_bits((struct ref_sampler){true, REF_ADDRESS_MIRRORED_REPEAT, false}) == 0x11);
  CHECK(!ref_sampler_valid((struct ref_sampler){false, REF_ADDRESS_REPEAT, false}));
  CHECK(ref_sampler_valid((struct ref_sampler){false, REF_ADDRESS_NONE, true}));
}

static void test_nearest_addressing(void) {
  bool defined;
  struct ref_sampler edge = {false, REF_ADDRESS_CLAMP_TO_EDGE, false};
  CHECK(sample_1d(edge, 1.0f, &defined) == 20 && defined); /* texel edge k: texel k */
  CHECK(sample_1d(edge, 1.99f, &defined) == 20);
  CHECK(sample_1d(edge, -0.25f, &defined) == 10);
  CHECK(sample_1d(edge, 7.5f, &defined) == 40);
  struct ref_sampler clamp = {false, REF_ADDRESS_CLAMP, false};
  CHECK(sample_1d(clamp, -0.25f, &defined) == 0 && defined); /* border, RGBA: 0 */
  CHECK(sample_1d(clamp, 4.0f, &defined) == 0);
  CHECK(sample_1d(clamp, 3.75f, &defined) == 40);
  struct ref_sampler none = {false, REF_ADDRESS_NONE, false};
  sample_1d(none, -0.5f, &defined);
  CHECK(!defined);
  CHECK(sample_1d(none, 0.5f, &defined) == 10 && defined);

  /* Repeat, normalized, w = 4: s -1.25 -> frac 0.75 -> u 3 -> texel 3;
   * 2.75 -> 0.75 -> 3; 1.1 -> 0.1 -> u 0.4 -> 0; -0.5 -> 0.5 -> 2. */
  struct ref_sampler repeat = {true, REF_ADDRESS_REPEAT, false};
  CHECK(sample_1d(repeat, -1.25f, &defined) == 40);
  CHECK(sample_1d(repeat, 2.75f, &defined) == 40);
  CHECK(sample_1d(repeat, 1.1f, &defined) == 10);
  CHECK(sample_1d(repeat, -0.5f, &defined) == 30);
  /* Mirrored: s' = |s - 2 rint(s/2)|. -1.25: rint(-0.625) = -1, s' =
   * |-1.25 + 2| = 0.75 -> u 3 -> 40. 2.75: rint(1.375) = 1, s' = 0.75 -> 40.
   * 1.25: rint(0.625) = 1, s' = |1.25 - 2| = 0.75 -> 40. -0.25: rint(-0.125)
   * = -0, s' = 0.25 -> u 1 -> 20. 1.0: rint(0.5) = 0 (to even), s' = 1 ->
   * u 4 -> min(4, 3) = 3 -> 40. */
  struct ref_sampler mirror = {true, REF_ADDRESS_MIRRORED_REPEAT, false};
  CHECK(sample_1d(mirror, -1.25f, &defined) == 40);
  CHECK(sample_1d(mirror, 2.75f, &defined) == 40);
  CHECK(sample_1d(mirror, 1.25f, &defined) == 40);
  CHECK(sample_1d(mirror, -0.25f, &defined) == 20);
  CHECK(sample_1d(mirror, 1.0f, &defined) == 40);
  CHECK(sample_1d(mirror, 0.6f, &defined) == 30); /* u 2.4 */
}

static void test_linear(void) {
  bool defined;
  /* Unnormalized, clamp to edge: u 1.75 -> i0 floor(1.25) = 1, a 0.25 ->
   * 0.75*20 + 0.25*30 = 22.5. u 0.25 -> i0 -1 -> 0 (edge), i1 0, both 10. */
  struct ref_sampler edge = {false, REF_ADDRESS_CLAMP_TO_EDGE, true};
  CHECK(sample_1d(edge, 1.75f, &defined) == 22.5f);
  CHECK(sample_1d(edge, 0.25f, &defined) == 10.0f);
  CHECK(sample_1d(edge, 2.0f, &defined) == 25.0f); /* texel edge: halfway */
  CHECK(sample_1d(edge, 1.5f, &defined) == 20.0f); /* texel centre: exact */
  /* Clamp: u 0.25 -> i0 -1 is the border (0), a 0.75: 0.25*0 + 0.75*10. */
  struct ref_sampler clamp = {false, REF_ADDRESS_CLAMP, true};
  CHECK(sample_1d(clamp, 0.25f, &defined) == 7.5f);
  CHECK(sample_1d(clamp, 4.25f, &defined) == 10.0f); /* 0.75*40 + 0.25*border */
  struct ref_sampler none = {false, REF_ADDRESS_NONE, true};
  sample_1d(none, 0.25f, &defined);
  CHECK(!defined);
  /* Repeat, s -0.0625: frac 0.9375, u 3.75, i0 3, i1 4 -> 0, a 0.25:
   * 0.75*40 + 0.25*10 = 32.5. s 0.0625: u 0.25, i0 -1 -> 3, i1 0, a 0.75:
   * 0.25*40 + 0.75*10 = 17.5. */
  struct ref_sampler repeat = {true, REF_ADDRESS_REPEAT, true};
  CHECK(sample_1d(repeat, -0.0625f, &defined) == 32.5f);
  CHECK(sample_1d(repeat, 0.0625f, &defined) == 17.5f);
  CHECK(sample_1d(repeat, 2.0625f, &defined) == 17.5f);
  /* Mirrored, s 1.0625: rint(0.53125) = 1, s' 0.9375, u 3.75, i0 3, i1
   * min(4, 3) = 3: 40. s -0.0625: s' 0.0625, u 0.25, i0 max(-1, 0) = 0, i1 0: 10. */
  struct ref_sampler mirror = {true, REF_ADDRESS_MIRRORED_REPEAT, true};
  CHECK(sample_1d(mirror, 1.0625f, &defined) == 40.0f);
  CHECK(sample_1d(mirror, -0.0625f, &defined) == 10.0f);
  CHECK(sample_1d(mirror, 0.375f, &defined) == 20.0f); /* u 1.5: i0 1, a 0 */
}

static void test_linear_2d_3d_and_arrays(void) {
  /* 2x2x2 float image, red = x + 2y + 4z: trilinear at the centre (1,1,1)
   * unnormalized is the mean 3.5; at (0.75,1,1) x weight: i0 0, a 0.25. */
  float texels[8 * 4];
  for (int t = 0; t < 8; t++) {
    texels[t * 4] = (float)t;
    texels[t * 4 + 1] = texels[t * 4 + 2] = 0;
    texels[t * 4 + 3] = 1;
  }
  struct ref_image cube = {{REF_RGBA, REF_FLOAT}, 3, false, 2, 2, 2, 0, (const uint8_t *)texels};
  struct ref_sampler s = {false, REF_ADDRESS_CLAMP_TO_EDGE, true};
  union ref_value v;
  float centre[3] = {1, 1, 1};
  CHECK(ref_sample(&cube, s, centre, &v) && v.f[0] == 3.5f && v.f[3] == 1.0f);
  float left[3] = {0.75f, 1, 1};
  CHECK(ref_sample(&cube, s, left, &v) && v.f[0] == 3.25f);
  /* The same texels as a 2-D array of two 2x2 layers: layer rint(0.6) = 1
   * holds 4..7; bilinear at (1,1) is their mean 5.5; layer -3 clamps to 0. */
  struct ref_image layers = {{REF_RGBA, REF_FLOAT}, 2, true, 2, 2, 1, 2, (const uint8_t *)texels};
  float in_layer1[3] = {1, 1, 0.6f};
  CHECK(ref_sample(&layers, s, in_layer1, &v) && v.f[0] == 5.5f);
  float below[3] = {1, 1, -3};
  CHECK(ref_sample(&layers, s, below, &v) && v.f[0] == 1.5f);
  struct ref_sampler nearest = {true, REF_ADDRESS_CLAMP, false};
  float normalized[3] = {0.75f, 0.25f, 1.4f}; /* u 1.5, v 0.5, layer 1: texel (1,0,1) = 5 */
  CHECK(ref_sample(&layers, nearest, normalized, &v) && v.f[0] == 5.0f);
  /* Linear filtering of an integer image is undefined. */
  struct ref_image ints = {{REF_RGBA, REF_SIGNED_INT32}, 3, false, 2, 2, 2, 0, (const uint8_t *)texels};
  CHECK(!ref_sample(&ints, s, centre, &v));
  /* Border colour of an order without alpha: (0, 0, 0, 1); integer 1 for ints. */
  uint32_t r_texels[4] = {5, 6, 7, 8};
  struct ref_image r_image = {{REF_R, REF_UNSIGNED_INT32}, 2, false, 2, 2, 1, 0,
                              (const uint8_t *)r_texels};
  float outside[2] = {-1, 0};
  struct ref_sampler border = {false, REF_ADDRESS_CLAMP, false};
  CHECK(ref_sample(&r_image, border, outside, &v) && v.u[0] == 0 && v.u[3] == 1);
  float inside[2] = {1.5f, 1.5f};
  CHECK(ref_sample(&r_image, border, inside, &v) && v.u[0] == 8 && v.u[3] == 1);
}

int main(void) {
  test_formats();
  test_unorm8();
  test_snorm_and_orders();
  test_packed();
  test_half();
  test_sampler_bits();
  test_nearest_addressing();
  test_linear();
  test_linear_2d_3d_and_arrays();
  if (failures) {
    printf("image_reference_test: %d failed\n", failures);
    return 1;
  }
  printf("image_reference_test: all passed\n");
  return 0;
}

/* The host references of the libspirv GPU tests (fp_reference.h): half and
 * bfloat16 conversions against each other and hand-checked values,
 * rounding to nearest even at ties and at the format's edges, ulp errors. */
#include "fp_reference.h"

#include <stdio.h>

static int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                       \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

/* Every half value converts to float and back to itself (NaNs to NaN). */
static void half_round_trip(void) {
  for (uint32_t h = 0; h <= 0xffff; h++) {
    float f = half_to_float((uint16_t)h);
    uint16_t back = half_from_long_double(f);
    if ((h & 0x7fff) > 0x7c00)
      CHECK(isnan(f) && back == 0x7e00);
    else if (back != h) {
      printf("FAIL half 0x%04x -> %a -> 0x%04x\n", h, f, back);
      failures++;
    }
  }
}

static void half_values(void) {
  CHECK(half_to_float(0x3c00) == 1.0f);
  CHECK(half_to_float(0xc000) == -2.0f);
  CHECK(half_to_float(0x0001) == 0x1p-24f);
  CHECK(half_to_float(0x03ff) == 0x3ffp-24f);
  CHECK(half_to_float(0x0400) == 0x1p-14f);
  CHECK(half_to_float(0x7bff) == 65504.0f);
  CHECK(isinf(half_to_float(0xfc00)) && half_to_float(0xfc00) < 0);
  CHECK(signbit(half_to_float(0x8000)) && half_to_float(0x8000) == 0);
  /* Ties go to even; 65520 is halfway past the largest finite value. */
  CHECK(half_from_long_double(1 + 0x1p-11L) == 0x3c00);
  CHECK(half_from_long_double(1 + 3 * 0x1p-11L) == 0x3c02);
  CHECK(half_from_long_double(65519.99L) == 0x7bff);
  CHECK(half_from_long_double(65520) == 0x7c00);
  CHECK(half_from_long_double(0x1p-25L) == 0x0000);
  CHECK(half_from_long_double(0x1.0001p-25L) == 0x0001);
  CHECK(half_from_long_double(-0x3p-25L) == 0x8002);
}

static void bf16_values(void) {
  CHECK(bf16_to_float(0x3f80) == 1.0f);
  CHECK(bf16_to_float(0x0001) == 0x1p-133f);
  CHECK(bf16_from_long_double(1 + 0x1p-8L) == 0x3f80);
  CHECK(bf16_from_long_double(1 + 3 * 0x1p-8L) == 0x3f82);
  CHECK(bf16_from_long_double(1 + 0x1p-8L + 0x1p-60L) == 0x3f81);
  CHECK(bf16_from_long_double(0x1p-134L) == 0x0000);
  CHECK(bf16_from_long_double(0x3p-134L) == 0x0002);
  CHECK(bf16_from_long_double(-0x1.ffp127L) == 0xff80);
  CHECK(bf16_from_long_double(0x1.fep127L) == 0x7f7f);
  for (uint32_t b = 0; b <= 0xffff; b++) {
    float f = bf16_to_float((uint16_t)b);
    if (!isnan(f) && bf16_from_long_double(f) != b) {
      printf("FAIL bfloat16 0x%04x -> %a -> 0x%04x\n", b, f, bf16_from_long_double(f));
      failures++;
    }
  }
}

static void ulps(void) {
  CHECK(ulp_error(1 + 0x1p-23L, 1, FORMAT_FLOAT) == 1);
  CHECK(ulp_error(0x1p-149L, 0, FORMAT_FLOAT) == 1);
  CHECK(ulp_error(2, 2 + 0x1p-51L, FORMAT_DOUBLE) == 1);
  CHECK(ulp_error(NAN, NAN, FORMAT_HALF) == 0);
  CHECK(isinf(ulp_error(1, NAN, FORMAT_HALF)));
  CHECK(ulp_error(INFINITY, 65504, FORMAT_HALF) == 1);
  CHECK(ulp_error(INFINITY, 1e6L, FORMAT_HALF) == 0);
  CHECK(ulp_error(65504, 1e6L, FORMAT_HALF) == 1);
  CHECK(ulp_error(-INFINITY, 1e6L, FORMAT_HALF) > 1000);
  CHECK(ulp_error(1.0L + 0x1p-10L, 1, FORMAT_HALF) == 1);
  CHECK(ulp_of(0x1p-20L, FORMAT_HALF) == 0x1p-24L);
}

int main(void) {
  half_values();
  half_round_trip();
  bf16_values();
  ulps();
  uint64_t state = 1;
  CHECK(next_random(&state) != next_random(&state));
  double u = random_uniform(&state, -1, 1);
  CHECK(u >= -1 && u < 1);
  if (failures)
    printf("%d failures\n", failures);
  else
    printf("fp_reference: all passed\n");
  return failures ? 1 : 0;
}

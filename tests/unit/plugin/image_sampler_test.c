/* The sampler bitfield (docs/contracts.md): the 16 valid OpenCL 1.2
 * combinations encode and decode back, with the bits DPC++ uses. */
#include "check.h"
#include "sampler.h"

static void test_round_trip(void) {
  unsigned valid = 0;
  for (int normalized = 0; normalized <= 1; ++normalized)
    for (int addressing = ADDRESS_NONE; addressing <= ADDRESS_MIRRORED_REPEAT; ++addressing)
      for (int filter = FILTER_NEAREST; filter <= FILTER_LINEAR; ++filter) {
        /* Unnormalized coordinates allow none, clamp_to_edge and clamp. */
        if (!normalized && addressing > ADDRESS_CLAMP)
          continue;
        valid++;
        struct sampler_state in = {normalized, addressing, filter}, out;
        uint32_t bits = sampler_bits(&in);
        CHECK_EQ(bits, (uint32_t)normalized | (uint32_t)filter << 1 | (uint32_t)addressing << 2);
        CHECK(sampler_state_from_bits(bits, &out));
        CHECK_EQ(out.normalized, normalized);
        CHECK_EQ(out.addressing, addressing);
        CHECK_EQ(out.filter, filter);
      }
  CHECK_EQ(valid, 16);
}

static void test_known_values(void) {
  CHECK_EQ(sampler_bits(&sampler_defaults), 0x9); /* normalized, clamp, nearest */
  struct sampler_state s = {false, ADDRESS_CLAMP_TO_EDGE, FILTER_LINEAR};
  CHECK_EQ(sampler_bits(&s), 0x6);
  s = (struct sampler_state){true, ADDRESS_MIRRORED_REPEAT, FILTER_NEAREST};
  CHECK_EQ(sampler_bits(&s), 0x11);
}

static void test_bad_bits(void) {
  struct sampler_state s;
  CHECK(!sampler_state_from_bits(5u << 2, &s));
  CHECK(!sampler_state_from_bits(1u << 5, &s));
  CHECK(sampler_state_from_bits(4u << 2 | 3, &s));
}

int main(void) {
  test_round_trip();
  test_known_values();
  test_bad_bits();
  return check_report("image_sampler_test");
}

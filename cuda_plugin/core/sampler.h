/* Samplers: the 32-bit value a kernel's sampler argument receives, DPC++'s
 * bitfield (docs/contracts.md): bit 0 normalized coordinates, bit 1 linear
 * filter, bits 2-4 the addressing mode. */
#ifndef CUDA_CORE_SAMPLER_H
#define CUDA_CORE_SAMPLER_H

#include <stdbool.h>
#include <stdint.h>

#include "objects.h"

enum sampler_addressing {
  ADDRESS_NONE = 0,
  ADDRESS_CLAMP_TO_EDGE = 1,
  ADDRESS_CLAMP = 2,
  ADDRESS_REPEAT = 3,
  ADDRESS_MIRRORED_REPEAT = 4,
};
enum sampler_filter { FILTER_NEAREST = 0, FILTER_LINEAR = 1 };

struct sampler_state {
  bool normalized;
  enum sampler_addressing addressing;
  enum sampler_filter filter;
};

/* What a sampler is when a property is absent (OpenCL and SYCL agree). */
static const struct sampler_state sampler_defaults = {true, ADDRESS_CLAMP, FILTER_NEAREST};

uint32_t sampler_bits(const struct sampler_state *state);
/* False for a value no sampler_state encodes (addressing above 4, high bits). */
bool sampler_state_from_bits(uint32_t bits, struct sampler_state *state);

typedef struct cuda_sampler *core_sampler;

struct cuda_sampler {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_context context;
  struct sampler_state state;
};

core_result sampler_create(core_context context, const struct sampler_state *state,
                           core_sampler *ret_sampler);
core_result sampler_retain(core_sampler sampler);
core_result sampler_release(core_sampler sampler);

/* The sampler's value as a kernel argument. */
core_result kernel_set_arg_sampler(core_kernel kernel, uint32_t index, core_sampler sampler);

#endif

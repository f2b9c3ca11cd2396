#include "sampler.h"

#include <stdlib.h>

#include "errors.h"
#include "face_hooks.h"
#include "kernel.h"

enum { NORMALIZED_BIT = 1u << 0, LINEAR_BIT = 1u << 1, ADDRESSING_SHIFT = 2 };

uint32_t sampler_bits(const struct sampler_state *state) {
  return (state->normalized ? NORMALIZED_BIT : 0) |
         (state->filter == FILTER_LINEAR ? LINEAR_BIT : 0) |
         (uint32_t)state->addressing << ADDRESSING_SHIFT;
}

bool sampler_state_from_bits(uint32_t bits, struct sampler_state *state) {
  uint32_t addressing = bits >> ADDRESSING_SHIFT;
  if (addressing > ADDRESS_MIRRORED_REPEAT)
    return false;
  *state = (struct sampler_state){
      .normalized = bits & NORMALIZED_BIT,
      .addressing = (enum sampler_addressing)addressing,
      .filter = bits & LINEAR_BIT ? FILTER_LINEAR : FILTER_NEAREST,
  };
  return true;
}

core_result sampler_create(core_context context, const struct sampler_state *state,
                           core_sampler *ret_sampler) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!state || !ret_sampler)
    return CORE_ERROR_INVALID_VALUE;
  core_sampler s = calloc(1, sizeof *s);
  if (!s)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  s->dispatch = face_dispatch;
  s->magic = MAGIC_SAMPLER;
  atomic_init(&s->refs, 1);
  s->context = context;
  s->state = *state;
  context_retain(context);
  *ret_sampler = s;
  return CORE_SUCCESS;
}

core_result sampler_retain(core_sampler sampler) {
  if (!IS_VALID(sampler, MAGIC_SAMPLER))
    return CORE_ERROR_INVALID_SAMPLER;
  retain_ref(&sampler->refs);
  return CORE_SUCCESS;
}

core_result sampler_release(core_sampler sampler) {
  if (!IS_VALID(sampler, MAGIC_SAMPLER))
    return CORE_ERROR_INVALID_SAMPLER;
  if (!release_ref(&sampler->refs))
    return CORE_SUCCESS;
  core_context context = sampler->context;
  sampler->magic = MAGIC_DEAD;
  free(sampler);
  return context_release(context);
}

core_result kernel_set_arg_sampler(core_kernel kernel, uint32_t index, core_sampler sampler) {
  if (!IS_VALID(sampler, MAGIC_SAMPLER))
    return CORE_ERROR_INVALID_SAMPLER;
  uint32_t bits = sampler_bits(&sampler->state);
  return kernel_set_arg(kernel, index, sizeof bits, &bits);
}

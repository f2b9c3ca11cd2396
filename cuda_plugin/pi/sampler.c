/* Samplers over the core's (core/sampler.h): PI's property list in, PI's
 * enums out of the info query, and sampler kernel arguments. */
#include "face.h"

static core_result addressing_from_pi(pi_sampler_properties value, enum sampler_addressing *out) {
  if (value < PI_SAMPLER_ADDRESSING_MODE_NONE || value > PI_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT)
    return core_fail(CORE_ERROR_INVALID_VALUE, "sampler addressing mode 0x%llx is not PI's",
                     (unsigned long long)value);
  *out = (enum sampler_addressing)(value - PI_SAMPLER_ADDRESSING_MODE_NONE);
  return CORE_SUCCESS;
}

static core_result filter_from_pi(pi_sampler_properties value, enum sampler_filter *out) {
  if (value != PI_SAMPLER_FILTER_MODE_NEAREST && value != PI_SAMPLER_FILTER_MODE_LINEAR)
    return core_fail(CORE_ERROR_INVALID_VALUE, "sampler filter mode 0x%llx is not PI's",
                     (unsigned long long)value);
  *out = value == PI_SAMPLER_FILTER_MODE_LINEAR ? FILTER_LINEAR : FILTER_NEAREST;
  return CORE_SUCCESS;
}

/* The mip and cube-map filter modes are checked and change nothing: these
 * images have neither mip levels nor faces. */
static core_result apply_property(pi_sampler_properties name, pi_sampler_properties value,
                                  struct sampler_state *state) {
  switch (name) {
  case PI_SAMPLER_PROPERTIES_NORMALIZED_COORDS:
    if (value != PI_FALSE && value != PI_TRUE)
      return core_fail(CORE_ERROR_INVALID_VALUE, "sampler normalized coordinates %llu: not a bool",
                       (unsigned long long)value);
    state->normalized = value == PI_TRUE;
    return CORE_SUCCESS;
  case PI_SAMPLER_PROPERTIES_ADDRESSING_MODE:
    return addressing_from_pi(value, &state->addressing);
  case PI_SAMPLER_PROPERTIES_FILTER_MODE:
  case PI_SAMPLER_PROPERTIES_MIP_FILTER_MODE: {
    enum sampler_filter filter = FILTER_NEAREST;
    CORE_CHECK(filter_from_pi(value, &filter));
    if (name == PI_SAMPLER_PROPERTIES_FILTER_MODE)
      state->filter = filter;
    return CORE_SUCCESS;
  }
  case PI_SAMPLER_PROPERTIES_CUBEMAP_FILTER_MODE:
    if (value != PI_SAMPLER_CUBEMAP_FILTER_MODE_DISJOINTED &&
        value != PI_SAMPLER_CUBEMAP_FILTER_MODE_SEAMLESS)
      return core_fail(CORE_ERROR_INVALID_VALUE, "sampler cube-map filter 0x%llx is not PI's",
                       (unsigned long long)value);
    return CORE_SUCCESS;
  default:
    return core_fail(CORE_ERROR_INVALID_VALUE, "sampler property 0x%llx is not PI's",
                     (unsigned long long)name);
  }
}

/* Properties come as (name, value) pairs ended by 0; each name once. */
static core_result state_from_properties(const pi_sampler_properties *properties,
                                         struct sampler_state *state) {
  *state = sampler_defaults;
  for (const pi_sampler_properties *p = properties; p && *p; p += 2) {
    for (const pi_sampler_properties *q = properties; q < p; q += 2)
      if (*q == *p)
        return core_fail(CORE_ERROR_INVALID_VALUE, "sampler property 0x%llx given twice",
                         (unsigned long long)*p);
    CORE_CHECK(apply_property(p[0], p[1], state));
  }
  return CORE_SUCCESS;
}

static core_result create(pi_context context, const pi_sampler_properties *properties,
                          pi_sampler *ret_sampler) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ret_sampler)
    return CORE_ERROR_INVALID_VALUE;
  struct sampler_state state;
  CORE_CHECK(state_from_properties(properties, &state));
  return sampler_create(context, &state, ret_sampler);
}

static core_result get_info(pi_sampler sampler, pi_sampler_info param_name,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  if (!IS_VALID(sampler, MAGIC_SAMPLER))
    return CORE_ERROR_INVALID_SAMPLER;
  const struct sampler_state *s = &sampler->state;
  switch (param_name) {
  case PI_SAMPLER_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&sampler->refs));
  case PI_SAMPLER_INFO_CONTEXT:
    INFO_VALUE(pi_context, sampler->context);
  case PI_SAMPLER_INFO_NORMALIZED_COORDS:
    INFO_VALUE(pi_bool, s->normalized ? PI_TRUE : PI_FALSE);
  case PI_SAMPLER_INFO_ADDRESSING_MODE:
    INFO_VALUE(pi_sampler_addressing_mode,
               (pi_sampler_addressing_mode)(PI_SAMPLER_ADDRESSING_MODE_NONE + s->addressing));
  case PI_SAMPLER_INFO_FILTER_MODE:
    INFO_VALUE(pi_sampler_filter_mode, s->filter == FILTER_LINEAR ? PI_SAMPLER_FILTER_MODE_LINEAR
                                                                   : PI_SAMPLER_FILTER_MODE_NEAREST);
  default:
    return core_fail(CORE_ERROR_INVALID_VALUE, "sampler info 0x%x is not offered",
                     (unsigned)param_name);
  }
}

pi_result piSamplerCreate(pi_context context, const pi_sampler_properties *sampler_properties,
                          pi_sampler *result_sampler) {
  PI_TRACED(create(context, sampler_properties, result_sampler), "context=%p, properties=%p -> %p",
            (void *)context, (const void *)sampler_properties,
            result_sampler ? (void *)*result_sampler : NULL);
}

pi_result piSamplerGetInfo(pi_sampler sampler, pi_sampler_info param_name,
                           size_t param_value_size, void *param_value,
                           size_t *param_value_size_ret) {
  PI_TRACED(get_info(sampler, param_name, param_value_size, param_value, param_value_size_ret),
            "sampler=%p, param=0x%x, size=%zu, value=%p", (void *)sampler, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piSamplerRetain(pi_sampler sampler) {
  PI_TRACED(sampler_retain(sampler), "sampler=%p", (void *)sampler);
}

pi_result piSamplerRelease(pi_sampler sampler) {
  PI_TRACED(sampler_release(sampler), "sampler=%p", (void *)sampler);
}

pi_result piextKernelSetArgSampler(pi_kernel kernel, pi_uint32 arg_index,
                                   const pi_sampler *arg_value) {
  PI_TRACED(arg_value ? kernel_set_arg_sampler(kernel, arg_index, *arg_value)
                      : CORE_ERROR_INVALID_ARG_VALUE,
            "kernel=%p, index=%u, sampler=%p", (void *)kernel, arg_index,
            arg_value ? (void *)*arg_value : NULL);
}

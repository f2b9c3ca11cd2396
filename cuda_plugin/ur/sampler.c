/* Samplers over the core's (core/sampler.h). UR's addressing and filter
 * modes are the bitfield's own numbers; the native handle is the bitfield
 * a kernel receives. */
#include "face.h"

#include "info_result.h"

static core_result create(ur_context_handle_t context, const ur_sampler_desc_t *desc,
                          ur_sampler_handle_t *out) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!desc || !out)
    return CORE_ERROR_INVALID_VALUE;
  if ((unsigned)desc->addressingMode > UR_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT ||
      (unsigned)desc->filterMode > UR_SAMPLER_FILTER_MODE_LINEAR)
    return core_fail(CORE_ERROR_INVALID_VALUE, "sampler addressing %u / filter %u: not UR's",
                     (unsigned)desc->addressingMode, (unsigned)desc->filterMode);
  struct sampler_state state = {
      .normalized = desc->normalizedCoords,
      .addressing = (enum sampler_addressing)desc->addressingMode,
      .filter = desc->filterMode == UR_SAMPLER_FILTER_MODE_LINEAR ? FILTER_LINEAR : FILTER_NEAREST,
  };
  return sampler_create(context, &state, out);
}

static core_result get_info(ur_sampler_handle_t sampler, ur_sampler_info_t prop,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  if (!IS_VALID(sampler, MAGIC_SAMPLER))
    return CORE_ERROR_INVALID_SAMPLER;
  const struct sampler_state *s = &sampler->state;
  switch (prop) {
  case UR_SAMPLER_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&sampler->refs));
  case UR_SAMPLER_INFO_CONTEXT:
    INFO_VALUE(ur_context_handle_t, sampler->context);
  case UR_SAMPLER_INFO_NORMALIZED_COORDS:
    INFO_VALUE(ur_bool_t, s->normalized);
  case UR_SAMPLER_INFO_ADDRESSING_MODE:
    INFO_VALUE(ur_sampler_addressing_mode_t, (ur_sampler_addressing_mode_t)s->addressing);
  case UR_SAMPLER_INFO_FILTER_MODE:
    INFO_VALUE(ur_sampler_filter_mode_t, s->filter == FILTER_LINEAR
                                             ? UR_SAMPLER_FILTER_MODE_LINEAR
                                             : UR_SAMPLER_FILTER_MODE_NEAREST);
  default:
    return core_fail(CORE_ERROR_INVALID_VALUE, "sampler info %u is not UR's", (unsigned)prop);
  }
}

static core_result native_handle(ur_sampler_handle_t sampler, ur_native_handle_t *handle) {
  if (!IS_VALID(sampler, MAGIC_SAMPLER))
    return CORE_ERROR_INVALID_SAMPLER;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = sampler_bits(&sampler->state);
  return CORE_SUCCESS;
}

static core_result from_native(ur_native_handle_t handle, ur_context_handle_t context,
                               ur_sampler_handle_t *out) {
  struct sampler_state state;
  if (handle > UINT32_MAX || !sampler_state_from_bits((uint32_t)handle, &state))
    return core_fail(CORE_ERROR_INVALID_VALUE, "native sampler 0x%llx is no sampler bitfield",
                     (unsigned long long)handle);
  return sampler_create(context, &state, out);
}

ur_result_t UR_APICALL urSamplerCreate(ur_context_handle_t hContext, const ur_sampler_desc_t *pDesc,
                                       ur_sampler_handle_t *phSampler) {
  UR_TRACED(create(hContext, pDesc, phSampler),
            "hContext=%p, normalized=%d, addressing=%u, filter=%u -> %p", (void *)hContext,
            pDesc ? (int)pDesc->normalizedCoords : -1, pDesc ? (unsigned)pDesc->addressingMode : 0,
            pDesc ? (unsigned)pDesc->filterMode : 0, phSampler ? (void *)*phSampler : NULL);
}

ur_result_t UR_APICALL urSamplerGetInfo(ur_sampler_handle_t hSampler, ur_sampler_info_t propName,
                                        size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_TRACED(get_info(hSampler, propName, propSize, pPropValue, pPropSizeRet),
            "hSampler=%p, propName=%u, propSize=%zu, pPropValue=%p", (void *)hSampler,
            (unsigned)propName, propSize, pPropValue);
}

ur_result_t UR_APICALL urSamplerRetain(ur_sampler_handle_t hSampler) {
  UR_TRACED(sampler_retain(hSampler), "hSampler=%p", (void *)hSampler);
}

ur_result_t UR_APICALL urSamplerRelease(ur_sampler_handle_t hSampler) {
  UR_TRACED(sampler_release(hSampler), "hSampler=%p", (void *)hSampler);
}

ur_result_t UR_APICALL urSamplerGetNativeHandle(ur_sampler_handle_t hSampler,
                                                ur_native_handle_t *phNativeSampler) {
  UR_TRACED(native_handle(hSampler, phNativeSampler), "hSampler=%p", (void *)hSampler);
}

ur_result_t UR_APICALL urSamplerCreateWithNativeHandle(
    ur_native_handle_t hNativeSampler, ur_context_handle_t hContext,
    const ur_sampler_native_properties_t *pProperties, ur_sampler_handle_t *phSampler) {
  (void)pProperties;
  UR_TRACED(from_native(hNativeSampler, hContext, phSampler),
            "hNativeSampler=0x%llx, hContext=%p -> %p", (unsigned long long)hNativeSampler,
            (void *)hContext, phSampler ? (void *)*phSampler : NULL);
}

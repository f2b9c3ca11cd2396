/* The USM table's allocations, frees and pointer queries, and the UsmP2PExp
 * table. Pools are not offered (UR_DEVICE_INFO_USM_POOL_SUPPORT is false):
 * their slots stay unsupported and an allocation names none. */
#include "face.h"

#include "info_result.h"

/* Of the descriptor only the alignment is acted on: its hints and the
 * pNext chain (write-combined, initial placement, allocation location)
 * have no CUDA allocation flag. */
static core_result alloc(enum usm_kind kind, ur_context_handle_t context, ur_device_handle_t device,
                         const ur_usm_desc_t *desc, ur_usm_pool_handle_t pool, size_t size,
                         void **out) {
  uint32_t alignment = desc ? desc->align : 0;
  CORE_CHECK(usm_check_alloc(out, context, size, alignment));
  if (pool)
    return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "USM pools are not supported");
  return usm_alloc(kind, out, context, device, size, alignment);
}

static ur_usm_type_t usm_type(enum usm_type type) {
  static const ur_usm_type_t types[] = {
      [USM_TYPE_UNKNOWN] = UR_USM_TYPE_UNKNOWN,
      [USM_TYPE_HOST] = UR_USM_TYPE_HOST,
      [USM_TYPE_DEVICE] = UR_USM_TYPE_DEVICE,
      [USM_TYPE_SHARED] = UR_USM_TYPE_SHARED,
  };
  return types[type];
}

static core_result alloc_info(ur_context_handle_t context, const void *ptr,
                              ur_usm_alloc_info_t prop, size_t param_value_size, void *param_value,
                              size_t *param_value_size_ret) {
  struct usm_answer answer;
  switch (prop) {
  case UR_USM_ALLOC_INFO_TYPE:
    CORE_CHECK(usm_pointer_query(context, ptr, USM_QUERY_TYPE, &answer));
    INFO_VALUE(ur_usm_type_t, usm_type(answer.type));
  case UR_USM_ALLOC_INFO_BASE_PTR:
    CORE_CHECK(usm_pointer_query(context, ptr, USM_QUERY_BASE, &answer));
    INFO_VALUE(void *, answer.base);
  case UR_USM_ALLOC_INFO_SIZE:
    CORE_CHECK(usm_pointer_query(context, ptr, USM_QUERY_SIZE, &answer));
    INFO_VALUE(size_t, answer.size);
  case UR_USM_ALLOC_INFO_DEVICE:
    CORE_CHECK(usm_pointer_query(context, ptr, USM_QUERY_DEVICE, &answer));
    INFO_VALUE(ur_device_handle_t, answer.device);
  default: /* UR_USM_ALLOC_INFO_POOL: there are no pools */
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static core_result peer_info(ur_device_handle_t command_device, ur_device_handle_t peer_device,
                             ur_exp_peer_info_t prop, size_t param_value_size, void *param_value,
                             size_t *param_value_size_ret) {
  enum peer_attribute attribute;
  switch (prop) {
  case UR_EXP_PEER_INFO_UR_PEER_ACCESS_SUPPORT:
    attribute = PEER_ACCESS_SUPPORTED;
    break;
  case UR_EXP_PEER_INFO_UR_PEER_ATOMICS_SUPPORT:
    attribute = PEER_ATOMICS_SUPPORTED;
    break;
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
  int value = 0;
  CORE_CHECK(device_peer_attribute(command_device, peer_device, attribute, &value));
  INFO_VALUE(int, value);
}

ur_result_t UR_APICALL urUSMHostAlloc(ur_context_handle_t hContext, const ur_usm_desc_t *pUSMDesc,
                                      ur_usm_pool_handle_t pool, size_t size, void **ppMem) {
  UR_TRACED(alloc(USM_HOST, hContext, NULL, pUSMDesc, pool, size, ppMem),
            "hContext=%p, align=%u, size=%zu -> %p", (void *)hContext,
            pUSMDesc ? pUSMDesc->align : 0u, size, ppMem ? *ppMem : NULL);
}

ur_result_t UR_APICALL urUSMDeviceAlloc(ur_context_handle_t hContext, ur_device_handle_t hDevice,
                                        const ur_usm_desc_t *pUSMDesc, ur_usm_pool_handle_t pool,
                                        size_t size, void **ppMem) {
  UR_TRACED(alloc(USM_DEVICE, hContext, hDevice, pUSMDesc, pool, size, ppMem),
            "hContext=%p, hDevice=%p, align=%u, size=%zu -> %p", (void *)hContext, (void *)hDevice,
            pUSMDesc ? pUSMDesc->align : 0u, size, ppMem ? *ppMem : NULL);
}

ur_result_t UR_APICALL urUSMSharedAlloc(ur_context_handle_t hContext, ur_device_handle_t hDevice,
                                        const ur_usm_desc_t *pUSMDesc, ur_usm_pool_handle_t pool,
                                        size_t size, void **ppMem) {
  UR_TRACED(alloc(USM_SHARED, hContext, hDevice, pUSMDesc, pool, size, ppMem),
            "hContext=%p, hDevice=%p, align=%u, size=%zu -> %p", (void *)hContext, (void *)hDevice,
            pUSMDesc ? pUSMDesc->align : 0u, size, ppMem ? *ppMem : NULL);
}

ur_result_t UR_APICALL urUSMFree(ur_context_handle_t hContext, void *pMem) {
  UR_TRACED(usm_free(hContext, pMem), "hContext=%p, pMem=%p", (void *)hContext, pMem);
}

ur_result_t UR_APICALL urUSMGetMemAllocInfo(ur_context_handle_t hContext, const void *pMem,
                                            ur_usm_alloc_info_t propName, size_t propSize,
                                            void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(alloc_info(hContext, pMem, propName, propSize, pPropValue, pPropSizeRet),
                 "hContext=%p, pMem=%p, propName=%d, propSize=%zu", (void *)hContext, pMem,
                 (int)propName, propSize);
}

ur_result_t UR_APICALL urUsmP2PEnablePeerAccessExp(ur_device_handle_t commandDevice,
                                                   ur_device_handle_t peerDevice) {
  UR_TRACED(peer_access(commandDevice, peerDevice, true), "commandDevice=%p, peerDevice=%p",
            (void *)commandDevice, (void *)peerDevice);
}

ur_result_t UR_APICALL urUsmP2PDisablePeerAccessExp(ur_device_handle_t commandDevice,
                                                    ur_device_handle_t peerDevice) {
  UR_TRACED(peer_access(commandDevice, peerDevice, false), "commandDevice=%p, peerDevice=%p",
            (void *)commandDevice, (void *)peerDevice);
}

ur_result_t UR_APICALL urUsmP2PPeerAccessGetInfoExp(ur_device_handle_t commandDevice,
                                                    ur_device_handle_t peerDevice,
                                                    ur_exp_peer_info_t propName, size_t propSize,
                                                    void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(peer_info(commandDevice, peerDevice, propName, propSize, pPropValue, pPropSizeRet),
                 "commandDevice=%p, peerDevice=%p, propName=%d, propSize=%zu",
                 (void *)commandDevice, (void *)peerDevice, (int)propName, propSize);
}

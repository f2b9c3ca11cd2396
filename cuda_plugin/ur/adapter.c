/* The Adapter table: one adapter object, its info, the last error, and the
 * logger hooks SYCL installs (the core traces to stderr on its own). */
#include "face.h"

#include "face_hooks.h"

struct ur_adapter_handle_t_ ur_face_adapter = {.dispatch = &ur_face_ddi};

static core_result adapter_get(uint32_t num_entries, ur_adapter_handle_t *adapters,
                               uint32_t *num_adapters) {
  if ((num_entries == 0 && adapters) || (!adapters && !num_adapters))
    return CORE_ERROR_INVALID_VALUE;
  /* One adapter whether or not a CUDA device is there: a machine without
   * one gets an adapter with 0 platforms, as the loader expects. */
  if (adapters) {
    adapters[0] = &ur_face_adapter;
    atomic_fetch_add(&ur_face_adapter.references, 1);
  }
  if (num_adapters)
    *num_adapters = 1;
  return CORE_SUCCESS;
}

static core_result check_adapter(ur_adapter_handle_t adapter) {
  return adapter == &ur_face_adapter ? CORE_SUCCESS : CORE_ERROR_INVALID_VALUE;
}

static core_result adapter_release(ur_adapter_handle_t adapter) {
  CORE_CHECK(check_adapter(adapter));
  uint32_t references = atomic_load(&adapter->references);
  do {
    if (references == 0)
      return CORE_ERROR_INVALID_VALUE;
  } while (!atomic_compare_exchange_weak(&adapter->references, &references, references - 1));
  return CORE_SUCCESS;
}

static core_result adapter_retain(ur_adapter_handle_t adapter) {
  CORE_CHECK(check_adapter(adapter));
  atomic_fetch_add(&adapter->references, 1);
  return CORE_SUCCESS;
}

static core_result adapter_get_info(ur_adapter_handle_t adapter, ur_adapter_info_t prop,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret) {
  CORE_CHECK(check_adapter(adapter));
  switch (prop) {
  case UR_ADAPTER_INFO_BACKEND:
    INFO_VALUE(ur_backend_t, UR_BACKEND_CUDA);
  case UR_ADAPTER_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&adapter->references));
  case UR_ADAPTER_INFO_VERSION:
    INFO_VALUE(uint32_t, 1);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

/* The core's last error is per thread; UR's urAdapterGetLastError answers
 * the message and, for a warning (CORE_SUCCESS), error code 0. */
static core_result adapter_last_error(ur_adapter_handle_t adapter, const char **message,
                                      int32_t *error) {
  CORE_CHECK(check_adapter(adapter));
  if (!message || !error)
    return CORE_ERROR_INVALID_VALUE;
  char *text = NULL;
  core_result code = core_get_last_error(&text);
  *message = text ? text : "";
  *error = (int32_t)code;
  return CORE_SUCCESS;
}

ur_result_t UR_APICALL urAdapterGet(uint32_t NumEntries, ur_adapter_handle_t *phAdapters,
                                    uint32_t *pNumAdapters) {
  UR_TRACED(adapter_get(NumEntries, phAdapters, pNumAdapters), "NumEntries=%u, phAdapters=%p",
            NumEntries, (void *)phAdapters);
}

ur_result_t UR_APICALL urAdapterRelease(ur_adapter_handle_t hAdapter) {
  UR_TRACED(adapter_release(hAdapter), "hAdapter=%p", (void *)hAdapter);
}

ur_result_t UR_APICALL urAdapterRetain(ur_adapter_handle_t hAdapter) {
  UR_TRACED(adapter_retain(hAdapter), "hAdapter=%p", (void *)hAdapter);
}

ur_result_t UR_APICALL urAdapterGetLastError(ur_adapter_handle_t hAdapter, const char **ppMessage,
                                             int32_t *pError) {
  ur_result_t result = ur_result_from_core(adapter_last_error(hAdapter, ppMessage, pError));
  /* UR: ERROR_ADAPTER_SPECIFIC when a message is there to read. */
  if (result == UR_RESULT_SUCCESS && **ppMessage)
    result = *pError ? UR_RESULT_ERROR_ADAPTER_SPECIFIC : UR_RESULT_SUCCESS;
  if (trace_enabled())
    ur_trace_call(__func__, result, "hAdapter=%p", (void *)hAdapter);
  return result;
}

ur_result_t UR_APICALL urAdapterGetInfo(ur_adapter_handle_t hAdapter, ur_adapter_info_t propName,
                                        size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_TRACED(adapter_get_info(hAdapter, propName, propSize, pPropValue, pPropSizeRet),
            "hAdapter=%p, propName=%d, propSize=%zu", (void *)hAdapter, (int)propName, propSize);
}

ur_result_t UR_APICALL urAdapterSetLoggerCallback(ur_adapter_handle_t hAdapter,
                                                  ur_logger_callback_t pfnLoggerCallback,
                                                  void *pUserData, ur_logger_level_t level) {
  (void)pfnLoggerCallback;
  (void)pUserData;
  (void)level;
  UR_TRACED(check_adapter(hAdapter), "hAdapter=%p", (void *)hAdapter);
}

ur_result_t UR_APICALL urAdapterSetLoggerCallbackLevel(ur_adapter_handle_t hAdapter,
                                                       ur_logger_level_t level) {
  (void)level;
  UR_TRACED(check_adapter(hAdapter), "hAdapter=%p", (void *)hAdapter);
}
